// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/GenericCollectorItem.java
package corpus.hygieia.model;

import jakarta.validation.constraints.NotNull;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "generic_collector_items")
public class GenericCollectorItem extends BaseModel {
  @NotNull
  private String toolName;
  @NotNull
  private ObjectId collectorId;
  @NotNull
  private String rawData;
  @NotNull
  private long creationTime;
  private long processTime;
  @NotNull
  private String source;
  private ObjectId relatedCollectorItem;
  private ObjectId buildId;
}
