// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Incident.java
package corpus.hygieia.model;

import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "incident")
public class Incident extends BaseModel {
  private ObjectId collectorItemId;
  private Long timestamp;
  private String incidentItem;
  private String incidentID;
  private String category;
  private Long openTime;
  private String openedBy;
  private String severity;
  private Long updatedTime;
  private String primaryAssignmentGroup;
  private String status;
  private Long closedTime;
  private String closedBy;
  private String closureCode;
  private String affectedItem;
  private String incidentDescription;
  private String incidentSysID;
  private String affectedItemType;
  private String affectedItemSysId;
  private String affectedBusinessServiceItem;
  private String affectedBusinessServiceItemType;
  private String affectedBusinessServiceItemSysId;
  private boolean attachedToBusinessServiceOrEnvironmentOnly;
}
