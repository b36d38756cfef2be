// eugenp/tutorials: persistence-modules/spring-data-mongodb-2/src/main/java/com/baeldung/uuid/model/Book.java
package corpus.baeldungdatamongo2.uuid.model;

import org.springframework.data.mongodb.core.mapping.Document;

@Document
public class Book extends UuidIdentifiedEntity {
  private String title;
  private String author;
}
