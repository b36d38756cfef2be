// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/ScoreRepository.java
package corpus.hygieia.repository;

import corpus.hygieia.model.score.ScoreMetric;
import org.bson.types.ObjectId;
import org.springframework.data.querydsl.QuerydslPredicateExecutor;
import org.springframework.data.repository.CrudRepository;

import corpus.hygieia.model.CodeQuality;

/**
 * Repository for {@link CodeQuality} data.
 */
public interface ScoreRepository extends CrudRepository<ScoreMetric, ObjectId>, QuerydslPredicateExecutor<ScoreMetric> {

    /**
     * Finds the {@link ScoreMetric} data point at the given timestamp for a specific
     * {@link com.capitalone.dashboard.model.CollectorItem}.
     *
     * @param collectorItemId collector item id
     * @param timestamp timstamp
     * @return a {@link CodeQuality}
     */
    ScoreMetric findByCollectorItemIdAndTimestamp(ObjectId collectorItemId, long timestamp);

    /**
     * Finds all {@link ScoreMetric}s for a given {@link com.capitalone.dashboard.model.CollectorItem}.
     *
     * @param collectorItemId collector item id
     * @return list of {@link ScoreMetric}
     */
    ScoreMetric findByCollectorItemId(ObjectId collectorItemId);

}
