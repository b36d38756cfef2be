// protegeproject/webprotege-backend-service: src/main/java/edu/stanford/protege/webprotege/tag/TagId.java
package corpus.webprotege.tag;

import org.springframework.data.annotation.Id;

public class TagId {
  @Id
  private String id;
}
