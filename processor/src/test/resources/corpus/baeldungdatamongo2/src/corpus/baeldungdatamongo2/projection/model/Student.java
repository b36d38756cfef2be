// eugenp/tutorials: persistence-modules/spring-data-mongodb-2/src/main/java/com/baeldung/projection/model/Student.java
package corpus.baeldungdatamongo2.projection.model;

import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "student")
public class Student {
  @Id
  private String id;
  private String name;
  private Long age;
}
