// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/oauth/MongoOAuth2Authorization.java
package corpus.openframe.data.document.oauth;

import corpus.openframe.data.document.TenantScoped;
import java.time.Instant;
import java.util.Map;
import lombok.Data;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Document(collection = "oauth2_authorizations")
@CompoundIndex(def = "{'registeredClientId': 1, 'principalName': 1}")
public class MongoOAuth2Authorization implements TenantScoped {
  @Id
  private String id;
  @Indexed
  private String tenantId;
  private String registeredClientId;
  private String principalName;
  private String authorizationGrantType;
  private String arClientId;
  private String arAuthorizationUri;
  private String arRedirectUri;
  private String arScopes;
  private String arState;
  private Map<String, String> arAdditional;
  @Indexed
  private String state;
  private String authorizationCodeValue;
  private Instant authorizationCodeIssuedAt;
  private Instant authorizationCodeExpiresAt;
  private Map<String, Object> authorizationCodeMetadata;
  @Indexed
  private String accessTokenValue;
  private Instant accessTokenIssuedAt;
  private Instant accessTokenExpiresAt;
  private String accessTokenType;
  private String accessTokenScopes;
  private Map<String, Object> accessTokenMetadata;
  @Indexed
  private String refreshTokenValue;
  private Instant refreshTokenIssuedAt;
  private Instant refreshTokenExpiresAt;
  private Map<String, Object> refreshTokenMetadata;
  @Indexed(expireAfterSeconds = 0)
  private Instant expiresAt;
}
