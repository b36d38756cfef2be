// protegeproject/webprotege-backend-service: stand-in for webprotege-backend-api's edu/stanford/protege/webprotege/issues/Comment (same package, not in this repository)
package corpus.webprotege.issues;

import corpus.webprotege.external.UserId;
import org.springframework.data.annotation.Id;

public class Comment {
  @Id
  private String id;
  private UserId createdBy;
  private long createdAt;
  private Long updatedAt;
  private String body;
  private String renderedBody;
}
