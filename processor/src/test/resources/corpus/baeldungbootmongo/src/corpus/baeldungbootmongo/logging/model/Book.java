// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb/src/main/java/com/baeldung/logging/model/Book.java
package corpus.baeldungbootmongo.logging.model;

import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.mapping.Field;
import org.springframework.data.mongodb.core.mapping.MongoId;

@Document(collection = "book")
public class Book {
  @MongoId
  private ObjectId id;
  @Field("bookName")
  private String bookName;
  @Field("authorName")
  private String authorName;
}
