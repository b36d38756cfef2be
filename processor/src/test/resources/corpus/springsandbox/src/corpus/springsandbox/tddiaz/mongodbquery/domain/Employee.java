// tddiaz/spring-sandbox: mongodb-query/src/main/java/com/github/tddiaz/mongodbquery/domain/Employee.java
package corpus.springsandbox.tddiaz.mongodbquery.domain;

import lombok.Data;

@Data
public class Employee {
  private String ref;
  private String name;
  private int age;
  private String deptRef;
}
