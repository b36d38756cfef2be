// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Team.java
package corpus.hygieia.model;

import org.bson.types.ObjectId;
import org.springframework.data.annotation.Transient;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "team")
public class Team extends BaseModel {
  private ObjectId collectorId;
  @Indexed
  private String teamId;
  @Indexed
  private String name;
  private String changeDate;
  private String assetState;
  private String isDeleted;
  private boolean enabled;
  private String teamType;
  private long lastCollected;
  @Transient
  private Collector collector;
}
