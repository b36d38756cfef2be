// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb-2/src/main/java/com/baeldung/boot/json/convertfile/data/Book.java
package corpus.baeldungbootmongo2.boot.json.convertfile.data;

import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document("books")
public class Book {
  @Id
  private String id;
  private String name;
  private String genre;
}
