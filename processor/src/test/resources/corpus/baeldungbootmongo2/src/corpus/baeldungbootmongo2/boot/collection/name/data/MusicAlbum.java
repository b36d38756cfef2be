// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb-2/src/main/java/com/baeldung/boot/collection/name/data/MusicAlbum.java
package corpus.baeldungbootmongo2.boot.collection.name.data;

import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document("albums")
public class MusicAlbum {
  @Id
  private String id;
  private String name;
  private String artist;
}
