// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Scope.java
package corpus.hygieia.model;

import org.bson.types.ObjectId;
import org.springframework.data.annotation.Transient;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "scope")
public class Scope extends BaseModel {
  private ObjectId collectorId;
  @Indexed
  private String pId;
  @Indexed
  private String name;
  private String projectPath;
  private String beginDate;
  private String endDate;
  private String changeDate;
  private String assetState;
  private String isDeleted;
  private long lastCollected;
  @Transient
  private Collector collector;
}
