// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/notification/NotificationRepository.java
package corpus.openframe.data.repository.notification;

import corpus.openframe.data.document.notification.Notification;
import corpus.openframe.data.repository.TenantAwareRepository;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

import java.util.Optional;

@Repository
@TenantAwareRepository
public interface NotificationRepository extends MongoRepository<Notification, String>, CustomNotificationRepository {

    Optional<Notification> findByCorrelationId(String correlationId);
}
