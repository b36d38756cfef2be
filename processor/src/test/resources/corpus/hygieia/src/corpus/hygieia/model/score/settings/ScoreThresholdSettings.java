// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/score/settings/ScoreThresholdSettings.java
package corpus.hygieia.model.score.settings;


public class ScoreThresholdSettings {
  private ComparatorType comparator;
  private ValueType type;
  private ScoreTypeValue score;
  private Integer numDaysToCheck;
  private Double value;

  public enum ComparatorType {
    equals, less, greater, less_or_equal, greater_or_equal;
  }

  public enum ValueType {
    percent, days;
  }
}
