// eugenp/tutorials: persistence-modules/spring-data-mongodb-2/src/main/java/com/baeldung/uuid/model/UuidIdentifiedEntity.java
package corpus.baeldungdatamongo2.uuid.model;

import java.util.UUID;
import org.springframework.data.annotation.Id;

public abstract class UuidIdentifiedEntity {
  @Id
  protected UUID id;
}
