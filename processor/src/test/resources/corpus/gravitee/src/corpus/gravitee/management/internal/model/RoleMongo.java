// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/RoleMongo.java
package corpus.gravitee.management.internal.model;

import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Setter
@Getter
@EqualsAndHashCode(of = {"id"}, callSuper = false)
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}roles")
public class RoleMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private String scope;
  private String name;
  private String referenceId;
  private String referenceType;
  private String description;
  private boolean defaultRole;
  private boolean system;
  private int[] permissions;
}
