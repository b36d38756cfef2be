// protegeproject/webprotege-backend-service: src/main/java/edu/stanford/protege/webprotege/watches/WatchRecord.java
package corpus.webprotege.watches;

import corpus.webprotege.external.OWLEntity;
import corpus.webprotege.external.ProjectId;
import corpus.webprotege.external.UserId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document("Watches")
public class WatchRecord {
  public static final String PROJECT_ID = "projectId";
  public static final String USER_ID = "userId";
  public static final String ENTITY = "entity";
  public static final String TYPE = "type";
  private ProjectId projectId;
  private UserId userId;
  private OWLEntity entity;
  private WatchType type;
}
