// w00lam/this-is-spring-boot: Chapter03/mongodb/src/main/java/com/example/demo/model/Article.java
package corpus.thisisspringboot.model;

import lombok.Builder;
import lombok.Data;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.TextIndexed;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.mapping.TextScore;

@Document
@Data
@Builder
public class Article {
  @Id
  private String id;
  private String name;
  private String email;
  @TextIndexed(weight = 2)
  private String title;
  @TextIndexed
  private String description;
  @TextScore
  private Float score;
}
