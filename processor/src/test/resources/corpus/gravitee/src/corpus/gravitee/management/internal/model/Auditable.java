// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/Auditable.java
package corpus.gravitee.management.internal.model;

import java.time.Instant;
import lombok.Getter;
import lombok.Setter;

@Setter
@Getter
abstract class Auditable {
  private Instant createdAt;
  private Instant updatedAt;
}
