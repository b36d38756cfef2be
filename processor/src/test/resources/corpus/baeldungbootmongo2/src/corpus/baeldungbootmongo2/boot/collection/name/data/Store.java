// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb-2/src/main/java/com/baeldung/boot/collection/name/data/Store.java
package corpus.baeldungbootmongo2.boot.collection.name.data;

import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document("store-#{@environment.getProperty('collection.suffix')}")
public class Store {
  @Id
  private String id;
  private String name;
}
