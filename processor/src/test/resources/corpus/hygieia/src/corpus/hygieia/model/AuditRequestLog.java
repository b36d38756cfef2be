// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/AuditRequestLog.java
package corpus.hygieia.model;

import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "audit_requests")
public class AuditRequestLog extends BaseModel {
  @Indexed
  private String apiUser;
  private String client;
  @Indexed
  private String endpoint;
  private String method;
  private Object parameter;
  private long requestSize;
  private String requestContentType;
  private Object requestBody;
  private long responseSize;
  private String responseContentType;
  private Object responseBody;
  private int responseCode;
  private long timestamp;
  private long responseTime;
}
