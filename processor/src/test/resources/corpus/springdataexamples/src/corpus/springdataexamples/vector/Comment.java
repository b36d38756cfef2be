// spring-projects/spring-data-examples: mongodb/vector-search/src/main/java/example/springdata/vector/Comment.java
package corpus.springdataexamples.vector;

import org.bson.types.ObjectId;
import org.springframework.data.domain.Vector;
import org.springframework.data.mongodb.core.mapping.Document;

@Document
public class Comment {
  private ObjectId id;
  private String country;
  private String description;
  private Vector embedding;
}
