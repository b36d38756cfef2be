// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/notification/CustomNotificationRepository.java
package corpus.openframe.data.repository.notification;

import corpus.openframe.data.document.notification.RecipientType;
import org.springframework.data.domain.Sort;

public interface CustomNotificationRepository {

    NotificationPage findPageForRecipient(String recipientId, RecipientType recipientType,
                                          Boolean readFilter, String search,
                                          String cursor, boolean backward,
                                          Sort.Direction direction, int limit);

    default NotificationPage findPageForRecipient(String recipientId, RecipientType recipientType,
                                                  Boolean readFilter, String search,
                                                  String cursor, boolean backward, int limit) {
        return findPageForRecipient(recipientId, recipientType, readFilter, search,
                cursor, backward, Sort.Direction.DESC, limit);
    }
}
