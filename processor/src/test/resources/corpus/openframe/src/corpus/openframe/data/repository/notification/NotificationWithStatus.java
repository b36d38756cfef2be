// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/notification/NotificationWithStatus.java
package corpus.openframe.data.repository.notification;

import corpus.openframe.data.document.notification.Notification;
import corpus.openframe.data.document.notification.ReadStatus;

public record NotificationWithStatus(Notification notification, ReadStatus status) {
}
