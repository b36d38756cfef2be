// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/sso/SSOConfig.java
package corpus.openframe.data.document.sso;

import corpus.openframe.data.document.TenantScoped;
import java.util.List;
import lombok.AllArgsConstructor;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@NoArgsConstructor
@AllArgsConstructor
@Document(collection = "sso_configs")
public class SSOConfig implements TenantScoped {
  @Id
  private String id;
  @Indexed
  private String tenantId;
  private String provider;
  private String clientId;
  private String clientSecret;
  private boolean enabled;
  private boolean autoProvisionUsers;
  private String msTenantId;
  private String teamId;
  private String keyId;
  private List<String> allowedDomains;
}
