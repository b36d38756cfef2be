// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/EnvironmentStatus.java
package corpus.hygieia.model;

import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "environment_status")
public class EnvironmentStatus extends BaseModel {
  private ObjectId collectorItemId;
  private String componentID;
  private String environmentName;
  private String componentName;
  private String resourceName;
  private String parentAgentName;
  private boolean online;
}
