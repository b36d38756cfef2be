// protegeproject/webprotege-backend-service: src/main/java/edu/stanford/protege/webprotege/issues/EntityDiscussionThread.java
package corpus.webprotege.issues;

import corpus.webprotege.external.OWLEntity;
import corpus.webprotege.external.ProjectId;
import java.util.List;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "EntityDiscussionThreads")
public class EntityDiscussionThread {
  public static final String PROJECT_ID = "projectId";
  public static final String STATUS = "status";
  public static final String COMMENTS = "comments";
  public static final String COMMENTS_ID = "comments._id";
  public static final String ENTITY = "entity";
  @Id
  private ThreadId id;
  private ProjectId projectId;
  private OWLEntity entity;
  private Status status;
  private List<Comment> comments;
  @Id
  public ThreadId getId() { return id; }
}
