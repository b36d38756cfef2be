// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/oauth/OAuthClient.java
package corpus.openframe.data.document.oauth;

import corpus.openframe.data.document.TenantScoped;
import lombok.Data;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Document(collection = "oauth_clients")
public class OAuthClient implements TenantScoped {
  @Id
  private String id;
  @Indexed
  private String tenantId;
  private String clientId;
  private String clientSecret;
  private String machineId;
  private String[] redirectUris;
  private String[] grantTypes;
  private String[] scopes;
  private String[] roles;
  private boolean enabled;
}
