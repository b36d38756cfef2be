// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Performance.java
package corpus.hygieia.model;

import java.util.Map;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "performance")
public class Performance extends BaseModel {
  private ObjectId collectorItemId;
  private long timestamp;
  private String url;
  private PerformanceType type;
  private String version;
  private ObjectId executionId;
  private String targetAppName;
  private String targetEnvName;
  private Map<String, Object> metrics;
}
