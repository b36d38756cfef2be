// eugenp/tutorials: persistence-modules/spring-data-mongodb/src/main/java/com/baeldung/model/Author.java
package corpus.baeldungdatamongo.model;

import java.util.UUID;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.mapping.Field;

@Document(collection = "authors")
public class Author {
  @Id
  private UUID id;
  @Field(name = "full_name")
  private String name;
  @Indexed(unique = true)
  private String email;
  @Field(name = "article_count")
  private Integer articleCount;
  private Boolean active;
}
