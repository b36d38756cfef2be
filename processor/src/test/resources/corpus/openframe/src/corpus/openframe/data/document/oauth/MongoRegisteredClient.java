// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/oauth/MongoRegisteredClient.java
package corpus.openframe.data.document.oauth;

import corpus.openframe.data.document.TenantScoped;
import java.util.Set;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
@Document(collection = "oauth_registered_clients")
@CompoundIndex(name = "tenant_clientId_idx", def = "{'tenantId':1,'clientId':1}", unique = true)
public class MongoRegisteredClient implements TenantScoped {
  @Id
  private String id;
  private String tenantId;
  private String clientId;
  private String clientSecret;
  private Set<String> authenticationMethods;
  private Set<String> grantTypes;
  private Set<String> redirectUris;
  private Set<String> scopes;
  private boolean requireProofKey;
  private boolean requireAuthorizationConsent;
  private long accessTokenTtlSeconds;
  private long refreshTokenTtlSeconds;
  private boolean reuseRefreshTokens;
}
