// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/TestSuite.java
package corpus.hygieia.model;

import java.util.Collection;

public class TestSuite {
  private String id;
  private String description;
  private TestSuiteType type;
  private long startTime;
  private long endTime;
  private long duration;
  private int totalTestCaseCount;
  private int failedTestCaseCount;
  private int successTestCaseCount;
  private int skippedTestCaseCount;
  private int unknownStatusCount;
  private TestCaseStatus status;
  private Collection<TestCase> testCases;
}
