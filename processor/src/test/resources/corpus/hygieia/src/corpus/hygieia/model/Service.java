// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Service.java
package corpus.hygieia.model;

import java.util.Set;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "services")
public class Service extends BaseModel {
  private String name;
  private String url;
  private String applicationName;
  private ObjectId dashboardId;
  private ServiceStatus status;
  private String message;
  private long lastUpdated;
  private Set<ObjectId> dependedBy;
}
