// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/PromotionAuthorMongo.java
package corpus.gravitee.management.internal.model;

import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;

@Setter
@Getter
@EqualsAndHashCode
public class PromotionAuthorMongo {
  private String userId;
  private String displayName;
  private String email;
  private String source;
  private String sourceId;
}
