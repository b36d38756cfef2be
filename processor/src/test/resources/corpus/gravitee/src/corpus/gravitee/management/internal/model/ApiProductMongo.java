// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/ApiProductMongo.java
package corpus.gravitee.management.internal.model;

import corpus.gravitee.io.gravitee.repository.management.model.ApiProductKind;
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
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}api_products")
public class ApiProductMongo {
  @Id
  @EqualsAndHashCode.Include
  private String id;
  private String environmentId;
  private String name;
  private String description;
  private String version;
  private List<String> apiIds;
  private List<String> groups;
  private Set<String> tags;
  private Date createdAt;
  private Date updatedAt;
  private boolean disableMembershipNotifications;
  private ApiProductKind kind;
  private String analytics;
}
