// eugenp/tutorials: persistence-modules/spring-data-mongodb-2/src/main/java/com/baeldung/model/User.java
package corpus.baeldungdatamongo2.model;

import corpus.baeldungdatamongo2.annotation.CascadeSave;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.DBRef;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.mapping.Field;

@Document
public class User {
  @Id
  private String id;
  private String name;
  private Integer age;
  @DBRef
  @Field("email")
  @CascadeSave
  private EmailAddress emailAddress;
  private Integer yearOfBirth;
}
