// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/InstallationMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Map;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Setter
@Getter
@NoArgsConstructor
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}installation")
public class InstallationMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private Map<String, String> additionalInformation;
}
