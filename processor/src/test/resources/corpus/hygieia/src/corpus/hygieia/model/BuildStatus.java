// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/BuildStatus.java
package corpus.hygieia.model;


public enum BuildStatus {
  Success, Failure, Unstable, Aborted, InProgress, Unknown;
}
