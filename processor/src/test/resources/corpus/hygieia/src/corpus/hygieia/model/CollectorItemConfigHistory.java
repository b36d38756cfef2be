// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/CollectorItemConfigHistory.java
package corpus.hygieia.model;

import java.util.Map;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "collitem_cfghist")
public class CollectorItemConfigHistory extends BaseModel {
  private ObjectId collectorItemId;
  private long timestamp;
  private ConfigHistOperationType operation;
  private String userName;
  private String userID;
  private Map<String, Object> changeMap;
}
