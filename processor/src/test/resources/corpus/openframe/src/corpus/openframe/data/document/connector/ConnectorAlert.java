// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/connector/ConnectorAlert.java
package corpus.openframe.data.document.connector;

import corpus.openframe.data.document.TenantScoped;
import java.time.Instant;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
@Document(collection = "connector_alerts")
public class ConnectorAlert implements TenantScoped {
  @Id
  private String id;
  @Indexed
  private String tenantId;
  private String connectorName;
  private ConnectorAlertType errorType;
  private String errorMessage;
  private int attempts;
  private Instant createdAt;
  private boolean resolved;
  private Instant resolvedAt;
}
