// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/TestResult.java
package corpus.hygieia.model;

import java.util.Collection;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.CompoundIndexes;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "test_results")
@CompoundIndexes({@CompoundIndex(name = "test_results_collItemId_ts_idx", def = "{'collectorItemId' : 1, 'timestamp': -1}")})
public class TestResult extends BaseModel {
  private ObjectId collectorItemId;
  private long timestamp;
  private String executionId;
  private ObjectId buildId;
  private String description;
  private String url;
  private long startTime;
  private long endTime;
  private long duration;
  private int failureCount;
  private int successCount;
  private int skippedCount;
  private int totalCount;
  private int unknownStatusCount;
  private TestSuiteType type;
  private String targetAppName;
  private String targetEnvName;
  private String resultStatus;
  private Object buildArtifact;
  private String perfRisk;
  private Collection<TestCapability> testCapabilities;
  private String identifierName;
  private String identifierVersion;
  private String identifierUrl;
  private String testResultsUrl;
  private String testFilePath;
}
