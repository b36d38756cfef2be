// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/apikey/ApiKey.java
package corpus.openframe.data.document.apikey;

import corpus.openframe.data.document.TenantScoped;
import java.time.Instant;
import java.util.List;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
@Document(collection = "api_keys")
public class ApiKey implements TenantScoped {
  @Id
  private String keyId;
  @Indexed
  private String tenantId;
  private String hashedKey;
  private String name;
  private String description;
  @Indexed
  private String userId;
  private List<String> scopes;
  private List<String> roles;
  private boolean enabled;
  private Instant createdAt;
  private Instant updatedAt;
  private Instant expiresAt;
}
