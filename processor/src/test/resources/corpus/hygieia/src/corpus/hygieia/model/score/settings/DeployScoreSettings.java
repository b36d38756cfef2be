// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/score/settings/DeployScoreSettings.java
package corpus.hygieia.model.score.settings;


public class DeployScoreSettings extends ScoreComponentSettings {
  private ScoreComponentSettings deploySuccess;
  private ScoreComponentSettings intancesOnline;
}
