// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/ScopeOwner.java
package corpus.hygieia.model;

import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "scope-owner")
public class ScopeOwner extends CollectorItem {
  private ObjectId collectorItemId;
  @Indexed
  private String teamId;
  @Indexed
  private String name;
  private String changeDate;
  private String assetState;
  private String isDeleted;
}
