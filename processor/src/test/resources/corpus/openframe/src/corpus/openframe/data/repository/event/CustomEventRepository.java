// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/event/CustomEventRepository.java
package corpus.openframe.data.repository.event;

import corpus.openframe.data.document.event.Event;
import corpus.openframe.data.document.event.filter.EventQueryFilter;
import org.springframework.data.mongodb.core.query.Query;

import java.util.List;

public interface CustomEventRepository {
    Query buildEventQuery(EventQueryFilter filter, String search);

    List<Event> findEventsWithCursor(Query query, String cursor, int limit, String sortField, String sortDirection);

    List<String> findDistinctUserIds();

    List<String> findDistinctEventTypes();
    
    boolean isSortableField(String field);
    
    String getDefaultSortField();
}