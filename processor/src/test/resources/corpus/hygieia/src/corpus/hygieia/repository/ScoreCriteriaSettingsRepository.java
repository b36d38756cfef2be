// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/ScoreCriteriaSettingsRepository.java
package corpus.hygieia.repository;

import corpus.hygieia.model.score.ScoreMetric;
import corpus.hygieia.model.score.ScoreValueType;
import corpus.hygieia.model.score.settings.ScoreCriteriaSettings;
import org.bson.types.ObjectId;
import org.springframework.data.querydsl.QuerydslPredicateExecutor;
import org.springframework.data.repository.CrudRepository;

/**
 * Repository for {@link ScoreCriteriaSettings} data.
 */
public interface ScoreCriteriaSettingsRepository extends CrudRepository<ScoreCriteriaSettings, ObjectId>, QuerydslPredicateExecutor<ScoreMetric> {

    /**
     * Finds {@link ScoreCriteriaSettings}s for a given type {@link com.capitalone.dashboard.model.score.ScoreValueType}.
     *
     * @param type Score Value Type
     * @return a {@link ScoreCriteriaSettings}
     */
    ScoreCriteriaSettings findByType(ScoreValueType type);

}
