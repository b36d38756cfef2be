// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/TestCapability.java
package corpus.hygieia.model;

import java.util.Collection;

public class TestCapability {
  private long timestamp;
  private String executionId;
  private String description;
  private String url;
  private long startTime;
  private long endTime;
  private long duration;
  private int failedTestSuiteCount;
  private int successTestSuiteCount;
  private int skippedTestSuiteCount;
  private int totalTestSuiteCount;
  private int unknownStatusTestSuiteCount;
  private TestCaseStatus status;
  private TestSuiteType type;
  private Collection<TestSuite> testSuites;
  private String testSetName;
  private String toolType;
  private Collection<String> tags;
}
