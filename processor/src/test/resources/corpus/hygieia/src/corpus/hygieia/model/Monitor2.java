// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Monitor2.java
package corpus.hygieia.model;

import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "monitor2")
public class Monitor2 extends BaseModel {
  private String name;
  private String url;
  private int status;
  private ObjectId dashboardId;
  private long lastUpdated;
  private String applicationName;
}
