// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/event/ExternalApplicationEvent.java
package corpus.openframe.data.document.event;

import corpus.openframe.data.document.TenantScoped;
import java.time.Instant;
import java.util.Map;
import lombok.Data;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Document(collection = "external_application_events")
public class ExternalApplicationEvent implements TenantScoped {
  @Id
  private String id;
  @Indexed
  private String tenantId;
  private String type;
  private String payload;
  private Instant timestamp;
  private String userId;
  private EventMetadata metadata;

  @Data
  public static class EventMetadata {
    private String source;
    private String version;
    private Map<String, String> tags;
  }
}
