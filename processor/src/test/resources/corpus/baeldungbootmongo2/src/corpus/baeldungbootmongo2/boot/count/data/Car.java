// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb-2/src/main/java/com/baeldung/boot/count/data/Car.java
package corpus.baeldungbootmongo2.boot.count.data;

import org.springframework.data.mongodb.core.mapping.Document;

@Document
public class Car {
  private String name;
  private String brand;
}
