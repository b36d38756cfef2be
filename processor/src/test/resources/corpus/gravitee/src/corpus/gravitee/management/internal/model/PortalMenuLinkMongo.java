// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/PortalMenuLinkMongo.java
package corpus.gravitee.management.internal.model;

import lombok.Data;
import lombok.EqualsAndHashCode;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}portalMenuLinks")
@Data
@EqualsAndHashCode(of = "id")
public class PortalMenuLinkMongo {
  @Id
  private String id;
  private String environmentId;
  private String name;
  private String type;
  private String visibility;
  private String target;
  private int order;
}
