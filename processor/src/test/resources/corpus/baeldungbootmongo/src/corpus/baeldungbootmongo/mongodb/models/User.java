// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb/src/main/java/com/baeldung/mongodb/models/User.java
package corpus.baeldungbootmongo.mongodb.models;

import java.math.BigInteger;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "users")
public class User {
  public static final String SEQUENCE_NAME = "users_sequence";
  @Id
  private BigInteger id;
  private String firstName;
  private String lastName;
  private String email;
}
