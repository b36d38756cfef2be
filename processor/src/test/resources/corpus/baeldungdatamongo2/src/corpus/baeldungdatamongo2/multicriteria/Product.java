// eugenp/tutorials: persistence-modules/spring-data-mongodb-2/src/main/java/com/baeldung/multicriteria/Product.java
package corpus.baeldungdatamongo2.multicriteria;

import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "products")
public class Product {
  @Id
  private String id;
  private String name;
  private String category;
  private double price;
  private boolean available;
}
