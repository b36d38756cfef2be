// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/AuditReport.java
package corpus.hygieia.model;

import corpus.hygieia.external.JSONObject;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "audit_reports")
public class AuditReport extends BaseModel {
  private AuditType auditType;
  private String identifierType;
  private String identifierName;
  private String identifierVersion;
  private String identifierUrl;
  private String identifierSubtype;
  private JSONObject auditResponse;
  private String auditRequest;
  private String businessService;
  private String businessApplication;
  private String source;
  private String buildUrl;
  private long lastReleaseTimestamp;
  private long timestamp;
  private String sourceIdentifier;
  private String testResultsUrl;
  private EvaluationStatus evaluationStatus;
  private long lastRefreshTimestamp;
  private long entryTimestamp;
  private long refreshEndTimestamp;
  private String imageId;
}
