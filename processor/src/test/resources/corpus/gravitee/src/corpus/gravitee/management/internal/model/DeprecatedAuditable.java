// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/DeprecatedAuditable.java
package corpus.gravitee.management.internal.model;

import java.util.Date;
import lombok.Getter;
import lombok.Setter;

@Setter
@Getter
abstract class DeprecatedAuditable {
  private Date createdAt;
  private Date updatedAt;
}
