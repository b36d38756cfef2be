// tddiaz/spring-sandbox: mongo-db-schema-demo/src/main/java/com/github/tristan/mongodbschemademo/domain/AbstractDomain.java
package corpus.springsandbox.tristan.mongodbschemademo.domain;

import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Id;

@Getter
@Setter
public abstract class AbstractDomain {
  @Id
  private String id;
}
