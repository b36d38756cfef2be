// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb-2/src/main/java/com/baeldung/boot/unique/field/data/Company.java
package corpus.baeldungbootmongo2.boot.unique.field.data;

import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document
public class Company {
  @Id
  private String id;
  private String name;
  @Indexed(unique = true)
  private String email;
}
