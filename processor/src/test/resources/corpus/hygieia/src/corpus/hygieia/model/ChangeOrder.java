// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/ChangeOrder.java
package corpus.hygieia.model;

import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "changeorder")
public class ChangeOrder extends BaseModel {
  private ObjectId collectorItemId;
  private Long timestamp;
  private String changeOrderItem;
  private String changeID;
  private String category;
  private String status;
  private String approvalStatus;
  private String initiatedBy;
  private String assignedTo;
  private String assignmentGroup;
  private String changeCoordinator;
  private String coordinatorPhone;
  private Long plannedStart;
  private Long plannedEnd;
  private String reason;
  private String phase;
  private String riskAssessment;
  private String priority;
  private Long dateEntered;
  private boolean open;
  private String backoutDuration;
  private Long closeTime;
  private String extProjectRef;
  private String rFCType2;
  private String company;
  private String title;
  private String subcategory;
  private String sLAAgreementID;
  private String changeModel;
  private String service;
}
