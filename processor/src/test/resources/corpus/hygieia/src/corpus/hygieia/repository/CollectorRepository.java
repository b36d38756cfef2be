// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/CollectorRepository.java
package corpus.hygieia.repository;

import java.util.List;
import java.util.Optional;

import org.bson.types.ObjectId;

import corpus.hygieia.model.Collector;
import corpus.hygieia.model.CollectorType;

/**
 * A {@link Collector} repository
 */
public interface CollectorRepository extends BaseCollectorRepository<Collector> {

    Optional<Collector> findById(ObjectId id);
    List<Collector> findAllByCollectorType(CollectorType collectorType);
}
