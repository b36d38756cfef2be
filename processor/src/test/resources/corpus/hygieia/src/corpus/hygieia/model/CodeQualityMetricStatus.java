// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/CodeQualityMetricStatus.java
package corpus.hygieia.model;


public enum CodeQualityMetricStatus {
  Ok, Warning, Alert, Error;
}
