// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/score/settings/ScmScoreSettings.java
package corpus.hygieia.model.score.settings;


public class ScmScoreSettings extends ScoreComponentSettings {
  public static final int SCM_NUM_OF_DAYS = 14;
  private ScoreComponentSettings daysWithCommits;
  private int numberOfDays;
}
