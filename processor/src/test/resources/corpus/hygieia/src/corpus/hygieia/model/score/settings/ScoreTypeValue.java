// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/score/settings/ScoreTypeValue.java
package corpus.hygieia.model.score.settings;


public class ScoreTypeValue {
  private ScoreType scoreType;
  private Double scoreValue;
  private PropagateType propagate;
}
