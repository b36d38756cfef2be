// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/TeamInventory.java
package corpus.hygieia.model;

import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.annotation.Transient;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "teamInventory")
public class TeamInventory extends BaseModel {
  private ObjectId collectorId;
  private ObjectId collectorItemId;
  @Indexed
  private String teamId;
  private String name;
  private String lob;
  private List<TeamMember> teamMembers;
  private long timestamp;
  @Transient
  private Collector collector;
}
