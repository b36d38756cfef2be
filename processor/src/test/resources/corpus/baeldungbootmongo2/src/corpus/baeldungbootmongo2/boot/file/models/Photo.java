// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb-2/src/main/java/com/baeldung/boot/file/models/Photo.java
package corpus.baeldungbootmongo2.boot.file.models;

import org.bson.types.Binary;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "photos")
public class Photo {
  @Id
  private String id;
  private String title;
  private Binary image;
}
