// tddiaz/spring-sandbox: mongodb-query/src/main/java/com/github/tddiaz/mongodbquery/domain/EmployeeEntity.java
package corpus.springsandbox.tddiaz.mongodbquery.domain;

import lombok.Data;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "employees")
@Data
public class EmployeeEntity {
  @Id
  private String id;
  private Employee employee;
}
