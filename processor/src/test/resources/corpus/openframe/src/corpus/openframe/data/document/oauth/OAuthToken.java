// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/oauth/OAuthToken.java
package corpus.openframe.data.document.oauth;

import corpus.openframe.data.document.TenantScoped;
import java.time.Instant;
import lombok.Data;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Document(collection = "oauth_tokens")
public class OAuthToken implements TenantScoped {
  @Id
  private String id;
  @Indexed
  private String tenantId;
  private String userId;
  private String accessToken;
  private String refreshToken;
  private Instant accessTokenExpiry;
  private Instant refreshTokenExpiry;
  private String clientId;
  private String[] scopes;
}
