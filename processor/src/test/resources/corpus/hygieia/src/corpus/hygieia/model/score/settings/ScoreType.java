// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/score/settings/ScoreType.java
package corpus.hygieia.model.score.settings;


public enum ScoreType {
  no_score, zero_score, value_percent;
}
