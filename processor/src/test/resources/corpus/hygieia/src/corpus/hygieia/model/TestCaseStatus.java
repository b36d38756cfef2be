// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/TestCaseStatus.java
package corpus.hygieia.model;


public enum TestCaseStatus {
  Success, Failure, Skipped, Unknown;
}
