// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/AuditResult.java
package corpus.hygieia.model;

import java.util.Map;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "audit_results")
public class AuditResult extends BaseModel {
  private ObjectId dashboardId;
  private String dashboardTitle;
  private String lineOfBusiness;
  private String configItemBusServName;
  private String configItemBusAppName;
  private String configItemBusServOwner;
  private String configItemBusAppOwner;
  private ObjectId collectorItemId;
  private AuditType auditType;
  private String auditTypeStatus;
  private String auditStatus;
  private String url;
  private String auditDetails;
  private Map traceability;
  private long timestamp;
  private Map<String, Object> options;
}
