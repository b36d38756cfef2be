// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/relation/RelatedCollectorItem.java
package corpus.hygieia.model.relation;

import corpus.hygieia.model.BaseModel;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "related_items")
public class RelatedCollectorItem extends BaseModel {
  private ObjectId left;
  private ObjectId right;
  private String source;
  private String reason;
  private Long creationTime;
}
