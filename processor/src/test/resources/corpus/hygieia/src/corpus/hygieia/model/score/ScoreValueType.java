// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/score/ScoreValueType.java
package corpus.hygieia.model.score;


public enum ScoreValueType {
  DASHBOARD;
}
