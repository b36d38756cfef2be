// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/IdentityProviderMongo.java
package corpus.gravitee.management.internal.model;

import java.util.List;
import java.util.Map;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Setter
@Getter
@EqualsAndHashCode(of = {"id"}, callSuper = false)
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}identity_providers")
public class IdentityProviderMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private String organizationId;
  private String name;
  private String description;
  private boolean enabled;
  private String type;
  private Map<String, Object> configuration;
  private Map<String, String[]> groupMappings;
  private Map<String, String[]> roleMappings;
  private Map<String, String> userProfileMapping;
  private List<String> persistedClaimsWhitelist;
  private Boolean emailRequired;
  private Boolean syncMappings;
}
