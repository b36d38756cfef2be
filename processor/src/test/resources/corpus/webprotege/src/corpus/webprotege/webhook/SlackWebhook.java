// protegeproject/webprotege-backend-service: src/main/java/edu/stanford/protege/webprotege/webhook/SlackWebhook.java
package corpus.webprotege.webhook;

import corpus.webprotege.external.ProjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "SlackWebhooks")
public class SlackWebhook {
  public static final String PROJECT_ID = "projectId";
  public static final String PAYLOAD_URL = "payloadUrl";
  @Id
  private ProjectId projectId;
  private String payloadUrl;
}
