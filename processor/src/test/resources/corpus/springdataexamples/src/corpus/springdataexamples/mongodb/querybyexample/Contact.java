// spring-projects/spring-data-examples: mongodb/query-by-example/src/main/java/example/springdata/mongodb/querybyexample/Contact.java
package corpus.springdataexamples.mongodb.querybyexample;

import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.ToString;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "contacts")
@EqualsAndHashCode
@ToString
public abstract class Contact {
  @Getter
  private ObjectId id;
}
