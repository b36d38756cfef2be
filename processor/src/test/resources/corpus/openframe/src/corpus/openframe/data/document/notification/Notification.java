// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/notification/Notification.java
package corpus.openframe.data.document.notification;

import corpus.openframe.data.document.TenantScoped;
import java.time.Instant;
import java.util.Map;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.CreatedDate;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "notifications")
@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
public class Notification implements TenantScoped {
  @Id
  private String id;
  @Builder.Default
  private NotificationSeverity severity = NotificationSeverity.INFO;
  private NotificationCategory category;
  private String title;
  private String description;
  private String type;
  private Map<String, String> attributes;
  @CreatedDate
  @Indexed(expireAfterSeconds = NotificationRetention.HISTORY_TTL_SECONDS)
  private Instant createdAt;
  private NotificationContext context;
  @Indexed
  private String correlationId;
  private String tenantId;
}
