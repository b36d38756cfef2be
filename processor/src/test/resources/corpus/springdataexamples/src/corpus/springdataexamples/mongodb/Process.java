// spring-projects/spring-data-examples: mongodb/transactions/src/main/java/example/springdata/mongodb/Process.java
package corpus.springdataexamples.mongodb;

import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document("processes")
public record Process(@Id Integer id, State state, int transitionCount) {
}
