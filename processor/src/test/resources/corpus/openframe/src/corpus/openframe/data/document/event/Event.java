// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/event/Event.java
package corpus.openframe.data.document.event;

import corpus.openframe.data.document.TenantScoped;
import java.time.Instant;
import lombok.Builder;
import lombok.Data;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "events")
@Data
@Builder
public class Event implements TenantScoped {
  @Id
  private String id;
  @Indexed
  private String tenantId;
  private String type;
  private String payload;
  private Instant timestamp;
  private String userId;
}
