// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/rmm/CustomScriptScheduleRepository.java
package corpus.openframe.data.repository.rmm;

import corpus.openframe.data.document.rmm.ScriptSchedule;
import corpus.openframe.data.document.rmm.filter.ScriptScheduleQueryFilter;
import org.springframework.data.domain.Sort;

import java.util.List;
import java.util.Map;

/**
 * Custom MongoTemplate-backed queries for {@link ScriptSchedule}.
 *
 * <p>Cursor pagination and arbitrary filter + search + sort live here rather
 * than as Spring Data derived methods. Implementation:
 * {@code CustomScriptScheduleRepositoryImpl}. Mirrors
 * {@link CustomScriptRepository} (minus the shell/tag facets).
 */
public interface CustomScriptScheduleRepository {

    List<ScriptSchedule> findPageForTenant(String tenantId,
                                           ScriptScheduleQueryFilter filter,
                                           String search,
                                           String sortField,
                                           Sort.Direction sortDirection,
                                           String cursor,
                                           boolean backward,
                                           int limit);

    long countForTenant(String tenantId, ScriptScheduleQueryFilter filter, String search);

    Map<String, Integer> platformFacet(String tenantId, ScriptScheduleQueryFilter filter);

    Map<String, Integer> authorFacet(String tenantId, ScriptScheduleQueryFilter filter);

    boolean isSortableField(String field);

    String getDefaultSortField();

    /**
     * Build the raw (pre-base64) pagination cursor for a row under the active sort.
     */
    String encodeCursor(ScriptSchedule schedule, String sortField);
}
