// sqshq/piggymetrics: notification-service/src/main/java/com/piggymetrics/notification/domain/NotificationSettings.java
package corpus.piggymetrics.notification.domain;

import jakarta.validation.constraints.NotNull;
import java.util.Date;

public class NotificationSettings {
  @NotNull
  private Boolean active;
  @NotNull
  private Frequency frequency;
  private Date lastNotified;
}
