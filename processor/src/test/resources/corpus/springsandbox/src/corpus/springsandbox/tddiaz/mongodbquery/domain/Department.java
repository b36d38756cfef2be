// tddiaz/spring-sandbox: mongodb-query/src/main/java/com/github/tddiaz/mongodbquery/domain/Department.java
package corpus.springsandbox.tddiaz.mongodbquery.domain;

import lombok.Data;

@Data
public class Department {
  private String ref;
  private Type type;

  public enum Type {
    X, Y;
  }
}
