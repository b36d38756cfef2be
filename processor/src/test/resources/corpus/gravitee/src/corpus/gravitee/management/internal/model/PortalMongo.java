// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/PortalMongo.java
package corpus.gravitee.management.internal.model;

import lombok.Data;
import lombok.EqualsAndHashCode;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}portals")
@Data
@EqualsAndHashCode(of = "id")
public class PortalMongo {
  @Id
  private String id;
  private String environmentId;
  private String organizationId;
  private String name;
  private String portalNavigation;
  private String activeThemeId;
}
