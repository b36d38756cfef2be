// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/notification/NotificationReadState.java
package corpus.openframe.data.document.notification;

import corpus.openframe.data.document.TenantScoped;
import java.time.Instant;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.CreatedDate;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.CompoundIndexes;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "notification_read_states")
@CompoundIndexes({@CompoundIndex(name = "recipient_notification_unique", def = "{'recipientId': 1, 'recipientType': 1, 'notificationId': 1}", unique = true), @CompoundIndex(name = "recipient_status", def = "{'recipientId': 1, 'recipientType': 1, 'status': 1}"), @CompoundIndex(name = "recipient_category_status", def = "{'recipientId': 1, 'recipientType': 1, 'category': 1, 'status': 1}")})
@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
public class NotificationReadState implements TenantScoped {
  @Id
  private String id;
  private String recipientId;
  private RecipientType recipientType;
  private String notificationId;
  private ReadStatus status;
  private NotificationCategory category;
  private String title;
  @CreatedDate
  @Indexed(expireAfterSeconds = NotificationRetention.HISTORY_TTL_SECONDS)
  private Instant createdAt;
  private Instant readAt;
  private String tenantId;
}
