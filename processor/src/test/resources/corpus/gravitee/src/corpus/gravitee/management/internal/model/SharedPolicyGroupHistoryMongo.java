// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/SharedPolicyGroupHistoryMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Date;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}sharedpolicygrouphistories")
public class SharedPolicyGroupHistoryMongo extends DeprecatedAuditable {
  @Id
  private String _id;
  private String id;
  private String organizationId;
  private String environmentId;
  private String crossId;
  private String name;
  private String description;
  private String prerequisiteMessage;
  private Integer version;
  private String apiType;
  private String phase;
  private String definition;
  private Date deployedAt;
  private String lifecycleState;
}
