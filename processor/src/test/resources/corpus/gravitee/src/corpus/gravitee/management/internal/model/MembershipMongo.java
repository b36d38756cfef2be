// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/MembershipMongo.java
package corpus.gravitee.management.internal.model;

import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import lombok.ToString;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Setter
@Getter
@ToString
@EqualsAndHashCode(of = {"id"}, callSuper = false)
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}memberships")
public class MembershipMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private String memberId;
  private String memberType;
  private String referenceId;
  private String referenceType;
  private String roleId;
  private String source;
}
