// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/ScoreDisplayType.java
package corpus.hygieia.model;


public enum ScoreDisplayType {
  HEADER, WIDGET;
}
