// spring-projects/spring-data-examples: mongodb/fluent-api/src/main/java/example/springdata/mongodb/fluent/SWCharacter.java
package corpus.springdataexamples.mongodb.fluent;

import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.mapping.Field;

@Document(collection = "star-wars")
@Getter
@Setter
@EqualsAndHashCode(of = "name")
class SWCharacter {
  @Id
  private String id;
  @Field("firstname")
  private String name;
  private Planet homePlanet;
}
