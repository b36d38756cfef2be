// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb-2/src/main/java/com/baeldung/boot/unique/field/data/Asset.java
package corpus.baeldungbootmongo2.boot.unique.field.data;

import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document
public class Asset {
  @Indexed(unique = true)
  private String name;
  @Indexed(unique = true)
  private Integer number;
}
