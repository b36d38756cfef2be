// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/timetracking/TimeEntryRepository.java
package corpus.openframe.data.repository.timetracking;

import corpus.openframe.data.document.timetracking.TimeEntry;
import corpus.openframe.data.repository.TenantAwareRepository;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

import java.util.List;
import java.util.Optional;

@Repository
@TenantAwareRepository
public interface TimeEntryRepository extends MongoRepository<TimeEntry, String>, CustomTimeEntryRepository {

    Optional<TimeEntry> findByUserIdAndEndedAtIsNull(String userId);

    List<TimeEntry> findByTicketId(String ticketId);
}
