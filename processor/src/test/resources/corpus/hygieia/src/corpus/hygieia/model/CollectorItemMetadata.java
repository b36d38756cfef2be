// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/CollectorItemMetadata.java
package corpus.hygieia.model;

import java.util.Map;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.format.annotation.DateTimeFormat;

@Document(collection = "collector_item_metadata")
public class CollectorItemMetadata extends BaseModel {
  private ObjectId collectorId;
  private ObjectId collectorItemId;
  private CollectorType collectorType;
  private long lastUpdated;
  @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
  private java.util.Date lastUpdatedTime;
  private Map<String, Object> metadata;
}
