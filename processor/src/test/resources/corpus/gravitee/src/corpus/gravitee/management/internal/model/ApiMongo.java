// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/ApiMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Date;
import java.util.List;
import java.util.Set;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import lombok.ToString;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.mapping.Field;

@Setter
@Getter
@ToString
@EqualsAndHashCode(of = {"id"}, callSuper = false)
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}apis")
public class ApiMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private String crossId;
  private String hrid;
  private String origin;
  private String mode;
  private String syncFrom;
  private String integrationId;
  @Field("name")
  private String name;
  private String environmentId;
  private String version;
  private String description;
  private String definitionVersion;
  private String definition;
  private String type;
  private String lifecycleState;
  private String visibility;
  private Date deployedAt;
  private String picture;
  private Set<String> groups;
  private Set<String> categories;
  private List<String> labels;
  private List<ApiMetadataMongo> metadatas;
  private String apiLifecycleState;
  private boolean disableMembershipNotifications;
  private boolean allowMultiJwtOauth2Subscriptions;
  private String background;
  private String portalNavigation;
}
