// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/score/settings/ScoreCriteria.java
package corpus.hygieia.model.score.settings;

import java.util.List;

public class ScoreCriteria {
  private ScoreTypeValue noWidgetFound;
  private ScoreTypeValue noDataFound;
  private List<ScoreThresholdSettings> dataRangeThresholds;
}
