// sqshq/piggymetrics: notification-service/src/main/java/com/piggymetrics/notification/domain/Recipient.java
package corpus.piggymetrics.notification.domain;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import java.util.Map;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "recipients")
public class Recipient {
  @Id
  private String accountName;
  @NotNull
  private String email;
  @Valid
  private Map<NotificationType, NotificationSettings> scheduledNotifications;
}
