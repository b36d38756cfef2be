// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/PageMediaMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Date;
import lombok.Getter;
import lombok.Setter;

@Setter
@Getter
public class PageMediaMongo {
  private String mediaHash;
  private String mediaName;
  private Date attachedAt;
}
