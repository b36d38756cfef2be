// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/score/settings/ScoreCriteriaSettings.java
package corpus.hygieia.model.score.settings;

import corpus.hygieia.model.BaseModel;
import corpus.hygieia.model.score.ScoreValueType;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "score_criteria_settings")
public class ScoreCriteriaSettings extends BaseModel {
  private int maxScore;
  private BuildScoreSettings build;
  private QualityScoreSettings quality;
  private DeployScoreSettings deploy;
  private ScmScoreSettings scm;
  private ComponentAlert componentAlert;
  private ScoreValueType type;
  private long timestamp;
}
