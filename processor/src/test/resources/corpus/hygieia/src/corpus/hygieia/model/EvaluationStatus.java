// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/EvaluationStatus.java
package corpus.hygieia.model;


public enum EvaluationStatus {
  PENDING, COMPLETED;
}
