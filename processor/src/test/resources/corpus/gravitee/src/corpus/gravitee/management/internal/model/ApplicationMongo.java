// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/ApplicationMongo.java
package corpus.gravitee.management.internal.model;

import corpus.gravitee.io.gravitee.definition.model.Origin;
import java.util.Map;
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
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}applications")
public class ApplicationMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private String hrid;
  @Field("name")
  private String name;
  private String environmentId;
  private String description;
  private String type;
  private String picture;
  private String status;
  private Set<String> groups;
  private Map<String, String> metadata;
  private boolean disableMembershipNotifications;
  private String background;
  private String domain;
  private String apiKeyMode;
  private Origin origin;
}
