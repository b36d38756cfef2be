// spring-projects/spring-data-examples: mongodb/example/src/main/java/example/springdata/mongodb/customer/Address.java
package corpus.springdataexamples.mongodb.customer;

import lombok.Getter;
import lombok.RequiredArgsConstructor;
import org.springframework.data.geo.Point;

@Getter
@RequiredArgsConstructor
public class Address {
  private final Point location;
  private String street;
  private String zipCode;
}
