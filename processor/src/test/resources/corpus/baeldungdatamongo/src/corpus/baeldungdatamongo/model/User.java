// eugenp/tutorials: persistence-modules/spring-data-mongodb/src/main/java/com/baeldung/model/User.java
package corpus.baeldungdatamongo.model;

import org.springframework.data.annotation.Id;
import org.springframework.data.annotation.Transient;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.CompoundIndexes;
import org.springframework.data.mongodb.core.index.IndexDirection;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.mapping.Field;

@Document
@CompoundIndexes({@CompoundIndex(name = "email_age", def = "{'email.id' : 1, 'age': 1}")})
public class User {
  @Id
  private String id;
  @Indexed(direction = IndexDirection.ASCENDING)
  private String name;
  @Indexed(direction = IndexDirection.ASCENDING)
  private Integer age;
  @Field("email")
  private EmailAddress emailAddress;
  @Transient
  private Integer yearOfBirth;
}
