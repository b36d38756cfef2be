// eugenp/tutorials: persistence-modules/spring-data-mongodb-2/src/main/java/com/baeldung/projection/model/Inventory.java
package corpus.baeldungdatamongo2.projection.model;

import java.util.List;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "inventory")
public class Inventory {
  @Id
  private String id;
  private String item;
  private String status;
  private Size size;
  private List<InStock> inStock;
}
