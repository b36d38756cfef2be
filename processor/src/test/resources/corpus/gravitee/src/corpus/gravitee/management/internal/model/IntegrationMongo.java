// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/IntegrationMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Collection;
import java.util.Set;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@NoArgsConstructor
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}integrations")
public class IntegrationMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private String name;
  private String description;
  private String provider;
  private String environmentId;
  private AgentStatus agentStatus;
  private Set<String> groups;
  private Collection<A2aWellKnownUrl> wellKnownUrls;

  public enum AgentStatus {
    CONNECTED, DISCONNECTED;
  }

  public record A2aWellKnownUrl(String url) {
  }
}
