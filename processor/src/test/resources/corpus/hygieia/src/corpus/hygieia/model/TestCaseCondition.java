// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/TestCaseCondition.java
package corpus.hygieia.model;


public class TestCaseCondition {
  private String condition;
  private TestCaseConditionResult result;
}
