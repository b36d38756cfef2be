// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/notification/CategoryCount.java
package corpus.openframe.data.repository.notification;

import corpus.openframe.data.document.notification.NotificationCategory;
import org.springframework.data.mongodb.core.mapping.Field;

public record CategoryCount(
        @Field("_id") NotificationCategory category,
        long count) {
}
