// eugenp/tutorials: persistence-modules/spring-data-mongodb-2/src/main/java/com/baeldung/model/EmailAddress.java
package corpus.baeldungdatamongo2.model;

import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document
public class EmailAddress {
  @Id
  private String id;
  private String value;
}
