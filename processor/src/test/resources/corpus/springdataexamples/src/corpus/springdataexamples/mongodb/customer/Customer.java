// spring-projects/spring-data-examples: mongodb/example/src/main/java/example/springdata/mongodb/customer/Customer.java
package corpus.springdataexamples.mongodb.customer;

import lombok.Data;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Document
public class Customer {
  private String id;
  private String firstname;
  private String lastname;
  private Address address;
}
