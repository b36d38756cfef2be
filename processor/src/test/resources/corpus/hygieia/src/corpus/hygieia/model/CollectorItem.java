// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/CollectorItem.java
package corpus.hygieia.model;

import java.util.List;
import java.util.Map;
import org.bson.types.ObjectId;
import org.springframework.data.annotation.Transient;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "collector_items")
public class CollectorItem extends BaseModel {
  private String description;
  private String niceName;
  private String environment;
  private boolean enabled;
  private List<CollectionError> errors;
  private boolean pushed;
  private ObjectId collectorId;
  private long lastUpdated;
  private Map<String, Object> options;
  private String refreshLink;
  private String altIdentifier;
  @Transient
  private Collector collector;
}
