// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/RequestLog.java
package corpus.hygieia.model;

import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "requests")
public class RequestLog extends BaseModel {
  @Indexed
  private String apiUser;
  private String client;
  private String XForwardedFor;
  @Indexed
  private String endpoint;
  private String method;
  private String parameter;
  private long requestSize;
  private String requestContentType;
  private Object requestBody;
  private long responseSize;
  private String responseContentType;
  private Object responseBody;
  private int responseCode;
  private long timestamp;
  private long responseTime;
  private String application;
}
