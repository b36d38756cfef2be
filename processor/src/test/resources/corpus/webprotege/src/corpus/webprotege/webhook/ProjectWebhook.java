// protegeproject/webprotege-backend-service: src/main/java/edu/stanford/protege/webprotege/webhook/ProjectWebhook.java
package corpus.webprotege.webhook;

import corpus.webprotege.external.ProjectId;
import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "ProjectWebhooks")
public class ProjectWebhook {
  public static final String PROJECT_ID = "projectId";
  public static final String SUBSCRIBED_TO_EVENTS = "subscribedToEvents";
  @Id
  private ObjectId id;
  private ProjectId projectId;
  private String payloadUrl;
  private List<ProjectWebhookEventType> subscribedToEvents;
}
