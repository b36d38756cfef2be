// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb-2/src/main/java/com/baeldung/boot/unique/field/data/Sale.java
package corpus.baeldungbootmongo2.boot.unique.field.data;

import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document
public class Sale {
  @Indexed(unique = true)
  private SaleId saleId;
  private Double value;
}
