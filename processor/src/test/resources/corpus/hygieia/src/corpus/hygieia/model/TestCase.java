// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/TestCase.java
package corpus.hygieia.model;

import java.util.Collection;
import java.util.Set;

public class TestCase {
  private String id;
  private String description;
  private long duration;
  private int totalTestStepCount;
  private int failedTestStepCount;
  private int successTestStepCount;
  private int skippedTestStepCount;
  private int unknownStatusTestStepCount;
  private TestCaseStatus status;
  private Collection<TestCaseStep> testSteps;
  private Set<String> tags;
  private Collection<StoryIndicator> storyIndicators;
  private Collection<TestCaseCondition> before;
  private Collection<TestCaseCondition> after;
}
