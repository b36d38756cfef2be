// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb/src/main/java/com/baeldung/multipledb/model/User.java
package corpus.baeldungbootmongo.multipledb.model;

import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.mapping.MongoId;

@Document(collection = "user")
public class User {
  @MongoId
  private ObjectId id;
  private String name;
  private String surname;
  private String email;
  private int age;
}
