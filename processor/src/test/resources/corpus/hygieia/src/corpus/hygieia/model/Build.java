// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Build.java
package corpus.hygieia.model;

import java.util.List;
import java.util.Map;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "builds")
public class Build extends BaseModel {
  private ObjectId collectorItemId;
  private long timestamp;
  private String number;
  private String buildUrl;
  private long startTime;
  private long endTime;
  private long duration;
  private BuildStatus buildStatus;
  private String startedBy;
  private String log;
  private List<RepoBranch> codeRepos;
  private List<SCM> sourceChangeSet;
  private List<BuildStage> stages;
  private Map<String, String> deployMetadata;
  private Map<String, Object> additionalData;
}
