// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/score/settings/BuildScoreSettings.java
package corpus.hygieia.model.score.settings;


public class BuildScoreSettings extends ScoreComponentSettings {
  public static final long BUILD_DURATION_THRESHOLD_MILLIS = 300000;
  public static final int BUILD_STATUS_NUM_OF_DAYS = 14;
  private BuildDurationScoreSettings duration;
  private ScoreComponentSettings status;
  private int numberOfDays;

  public static class BuildDurationScoreSettings extends ScoreComponentSettings {
    private long buildDurationThresholdInMillis;
  }
}
