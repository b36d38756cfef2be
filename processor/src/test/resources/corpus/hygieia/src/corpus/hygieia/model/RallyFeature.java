// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/RallyFeature.java
package corpus.hygieia.model;

import java.util.Map;
import java.util.Set;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "rally_feature")
public class RallyFeature extends BaseModel {
  private long timestamp;
  private Object endDate;
  private int remainingDays;
  private Object startDate;
  private long lastUpdated;
  private ObjectId collectorItemId;
  private String plannedVelocity;
  private String state;
  private String taskActualTotal;
  private String taskEstimateTotal;
  private String taskRemainingTotal;
  private String projectId;
  private String projectName;
  private String planEstimate;
  private static final String INSTANCE_URL = "instanceUrl";
  private static final String ITERATION_NAME = "iterationName";
  private static final String ITERATION_ID = "iterationId";
  private String userListCount;
  private String lastExecuted;
  private Map<String, Object> options;
  private Set<RallyStoryStages> storyStages;
}
