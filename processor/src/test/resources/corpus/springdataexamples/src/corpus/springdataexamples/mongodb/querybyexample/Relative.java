// spring-projects/spring-data-examples: mongodb/query-by-example/src/main/java/example/springdata/mongodb/querybyexample/Relative.java
package corpus.springdataexamples.mongodb.querybyexample;

import lombok.Getter;
import lombok.RequiredArgsConstructor;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@RequiredArgsConstructor
@Document(collection = "contacts")
public class Relative extends Contact {
  private final String firstname;
  private final String lastname;
  private final Integer age;
}
