// spring-projects/spring-data-examples: mongodb/linking/src/main/java/example/springdata/mongodb/linking/docref/jpastyle/Manager.java
package corpus.springdataexamples.mongodb.linking.docref.jpastyle;

import java.util.List;
import org.springframework.data.annotation.Id;
import org.springframework.data.annotation.ReadOnlyProperty;
import org.springframework.data.mongodb.core.mapping.DocumentReference;

class Manager {
  @Id
  private String id;
  private String name;
  @ReadOnlyProperty
  @DocumentReference(lookup = "{'managerId':?#{#self._id} }")
  private List<Employee> employees;
}
