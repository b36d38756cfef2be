// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/event/CoreEvent.java
package corpus.openframe.data.document.event;

import corpus.openframe.data.document.TenantScoped;
import java.time.Instant;
import lombok.Data;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Document(collection = "events")
public class CoreEvent implements TenantScoped {
  @Id
  private String id;
  @Indexed
  private String tenantId;
  private String type;
  private String payload;
  private Instant timestamp;
  private String userId;
  private EventStatus status;

  public enum EventStatus {
    CREATED, PROCESSING, COMPLETED, FAILED;
  }
}
