// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/score/settings/QualityScoreSettings.java
package corpus.hygieia.model.score.settings;


public class QualityScoreSettings extends ScoreComponentSettings {
  private ScoreComponentSettings codeCoverage;
  private ScoreComponentSettings unitTests;
  private ViolationsScoreSettings violations;

  public static class ViolationsScoreSettings extends ScoreComponentSettings {
    public static final int BLOCKER_VIOLATIONS_WEIGHT = 20;
    public static final int CRITICAL_VIOLATIONS_WEIGHT = 5;
    public static final int MAJOR_VIOLATIONS_WEIGHT = 1;
    private int blockerViolationsWeight;
    private int criticalViolationsWeight;
    private int majorViolationWeight;
    private boolean allowNegative;
  }
}
