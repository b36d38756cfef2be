// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/AuditMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Map;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Setter
@Getter
@EqualsAndHashCode(onlyExplicitlyIncluded = true, callSuper = false)
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}audits")
public class AuditMongo extends DeprecatedAuditable {
  @Id
  @EqualsAndHashCode.Include
  private String id;
  private String organizationId;
  private String environmentId;
  private String referenceId;
  private String referenceType;
  private String user;
  private String event;
  private Map<String, String> properties;
  private String patch;
}
