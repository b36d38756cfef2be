// tddiaz/spring-sandbox: mongo-db-schema-demo/src/main/java/com/github/tristan/mongodbschemademo/domain/Author.java
package corpus.springsandbox.tristan.mongodbschemademo.domain;

import java.util.List;
import lombok.Data;
import org.springframework.data.mongodb.core.mapping.DBRef;
import org.springframework.data.mongodb.core.mapping.Document;

@Document
@Data
public class Author extends AbstractDomain {
  private String name;
  @DBRef
  private List<BlogPost> blogPosts;
}
