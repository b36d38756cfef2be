// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/score/ScoreComponentMetric.java
package corpus.hygieia.model.score;

import java.util.List;

public class ScoreComponentMetric extends ScoreComponentMetricBase {
  private List<ScoreComponentMetricBase> children;
}
