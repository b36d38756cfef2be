// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/EnvironmentStatusRepository.java
package corpus.hygieia.repository;

import corpus.hygieia.model.EnvironmentStatus;
import org.bson.types.ObjectId;
import org.springframework.data.repository.CrudRepository;

import java.util.List;

/**
 * {@link EnvironmentStatus} repository.
 */
public interface EnvironmentStatusRepository extends CrudRepository<EnvironmentStatus, ObjectId> {

    /**
     * Finds all {@link EnvironmentStatus}es for a given {@link com.capitalone.dashboard.model.CollectorItem}.
     *
     * @param collectorItemId collector item id
     * @return list of {@link EnvironmentStatus}es.
     */
    List<EnvironmentStatus> findByCollectorItemId(ObjectId collectorItemId);
}
