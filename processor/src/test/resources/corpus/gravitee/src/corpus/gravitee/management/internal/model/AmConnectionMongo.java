// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/AmConnectionMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Date;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@EqualsAndHashCode(of = {"organizationId"})
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}am_connections")
public class AmConnectionMongo {
  @Id
  private String organizationId;
  private String baseUrl;
  private String serviceAccountAccessTokenEncrypted;
  private String amOrganizationId;
  private String environmentId;
  private String defaultDomainId;
  private String defaultDomainHrid;
  private String gatewayUrl;
  private Date updatedAt;
}
