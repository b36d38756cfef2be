// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/TestCaseConditionResult.java
package corpus.hygieia.model;


public class TestCaseConditionResult {
  private TestCaseStatus status;
  private long duration;
}
