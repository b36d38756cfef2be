// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/connector/ConnectorRecreationEvent.java
package corpus.openframe.data.document.connector;

import java.time.Instant;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
@Document(collection = "connector_recreation_events")
public class ConnectorRecreationEvent {
  @Id
  private String id;
  private String baseName;
  private Instant createdAt;
}
