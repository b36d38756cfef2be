// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/score/settings/PropagateType.java
package corpus.hygieia.model.score.settings;


public enum PropagateType {
  no, widget, dashboard;
}
