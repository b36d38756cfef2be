// spring-projects/spring-data-examples: mongodb/linking/src/main/java/example/springdata/mongodb/linking/docref/jpastyle/Employee.java
package corpus.springdataexamples.mongodb.linking.docref.jpastyle;

import org.springframework.data.annotation.Id;

class Employee {
  @Id
  private String id;
  private String name;
  private String managerId;
}
