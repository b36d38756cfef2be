// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/GroupMongo.java
package corpus.gravitee.management.internal.model;

import java.util.List;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Setter
@Getter
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}groups")
public class GroupMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private String environmentId;
  private String name;
  private String hrid;
  private List<String> administrators;
  private List<GroupEventRuleMongo> eventRules;
  private Integer maxInvitation;
  private boolean lockApiRole;
  private boolean lockApiProductRole;
  private boolean lockApplicationRole;
  private boolean systemInvitation;
  private boolean emailInvitation;
  private boolean disableMembershipNotifications;
  private String apiPrimaryOwner;
  private String apiProductPrimaryOwner;
  private String origin;
}
