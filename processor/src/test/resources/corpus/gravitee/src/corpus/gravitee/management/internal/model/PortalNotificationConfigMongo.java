// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/PortalNotificationConfigMongo.java
package corpus.gravitee.management.internal.model;

import corpus.gravitee.io.gravitee.definition.model.Origin;
import java.util.Date;
import java.util.List;
import java.util.Set;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import lombok.ToString;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Setter
@Getter
@ToString
@EqualsAndHashCode(onlyExplicitlyIncluded = true)
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}portalnotificationconfigs")
public class PortalNotificationConfigMongo {
  @Id
  @EqualsAndHashCode.Include
  private PortalNotificationConfigPkMongo id;
  private List<String> hooks;
  private Set<String> groups;
  private Date createdAt;
  private Date updatedAt;
  private Origin origin;
  private String organizationId;
}
