// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/TestCaseStep.java
package corpus.hygieia.model;


public class TestCaseStep {
  private String id;
  private String description;
  private long duration;
  private TestCaseStatus status;
}
