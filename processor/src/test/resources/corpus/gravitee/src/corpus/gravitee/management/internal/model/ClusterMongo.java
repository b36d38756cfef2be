// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/ClusterMongo.java
package corpus.gravitee.management.internal.model;

import java.util.List;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}clusters")
public class ClusterMongo extends Auditable {
  @Id
  private String id;
  private String crossId;
  private String environmentId;
  private String organizationId;
  private String type;
  private String name;
  private String description;
  private String definition;
  private List<String> groups;
  private String lifecycleState;
  private java.time.Instant deployedAt;
  private Integer version;
}
