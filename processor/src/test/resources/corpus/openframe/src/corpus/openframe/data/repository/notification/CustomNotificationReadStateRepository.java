// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/notification/CustomNotificationReadStateRepository.java
package corpus.openframe.data.repository.notification;

import corpus.openframe.data.document.notification.NotificationReadState;

import java.util.List;

public interface CustomNotificationReadStateRepository {

    void bulkInsertUnordered(List<NotificationReadState> rows);
}
