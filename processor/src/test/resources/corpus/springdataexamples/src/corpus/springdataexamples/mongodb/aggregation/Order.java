// spring-projects/spring-data-examples: mongodb/aggregation/src/main/java/example/springdata/mongodb/aggregation/Order.java
package corpus.springdataexamples.mongodb.aggregation;

import java.util.Date;
import java.util.List;
import lombok.AllArgsConstructor;
import lombok.Data;
import org.springframework.data.annotation.PersistenceCreator;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@AllArgsConstructor(onConstructor = @__(@PersistenceCreator))
@Document
public class Order {
  private String id;
  private String customerId;
  private Date orderDate;
  private List<LineItem> items;
}
