// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/score/settings/ScoreComponentSettings.java
package corpus.hygieia.model.score.settings;


public class ScoreComponentSettings {
  private boolean disabled;
  private int weight;
  private ScoreCriteria criteria;
}
