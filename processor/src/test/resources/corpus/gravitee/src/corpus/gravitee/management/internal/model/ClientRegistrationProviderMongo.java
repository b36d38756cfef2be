// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/ClientRegistrationProviderMongo.java
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
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}client_registration_providers")
public class ClientRegistrationProviderMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private String environmentId;
  private String name;
  private String description;
  private String discoveryEndpoint;
  private String initialAccessTokenType;
  private String clientId;
  private String clientSecret;
  private List<String> scopes;
  private String initialAccessToken;
  private boolean renewClientSecretSupport;
  private String renewClientSecretEndpoint;
  private String renewClientSecretMethod;
  private String softwareId;
  private Map<String, String> claimMappings;
  private String trustStoreType;
  private String trustStorePath;
  private String trustStoreContent;
  private String trustStorePassword;
  private String keyStoreType;
  private String keyStorePath;
  private String keyStoreContent;
  private String keyStorePassword;
  private String keyStoreAlias;
  private String keyPassword;
}
