// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/event/EventRepository.java
package corpus.openframe.data.repository.event;

import corpus.openframe.data.document.event.Event;
import org.springframework.data.mongodb.repository.MongoRepository;

public interface EventRepository extends MongoRepository<Event, String>, CustomEventRepository {
}
