// sqshq/piggymetrics: auth-service/src/main/java/com/piggymetrics/auth/domain/User.java
package corpus.piggymetrics.auth.domain;

import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "users")
public class User {
  @Id
  private String username;
  private String password;
}
