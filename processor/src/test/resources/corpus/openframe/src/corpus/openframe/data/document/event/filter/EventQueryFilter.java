// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/event/filter/EventQueryFilter.java
package corpus.openframe.data.document.event.filter;

import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;

import java.time.LocalDate;
import java.util.List;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
public class EventQueryFilter {
    private List<String> userIds;
    private List<String> eventTypes;
    private LocalDate startDate;
    private LocalDate endDate;
}