// tddiaz/spring-sandbox: mongo-db-schema-demo/src/main/java/com/github/tristan/mongodbschemademo/domain/BlogPost.java
package corpus.springsandbox.tristan.mongodbschemademo.domain;

import java.util.List;
import lombok.Data;
import org.springframework.data.mongodb.core.mapping.DBRef;
import org.springframework.data.mongodb.core.mapping.Document;

@Document
@Data
public class BlogPost {
  private String title;
  @DBRef
  private List<Comment> comments;
}
