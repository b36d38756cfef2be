// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/score/settings/ComponentAlert.java
package corpus.hygieia.model.score.settings;


public class ComponentAlert {
  private ScoreThresholdSettings.ComparatorType comparator;
  private Double value;
}
