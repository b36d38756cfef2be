// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/tenant/TenantKey.java
package corpus.openframe.data.document.tenant;

import corpus.openframe.data.document.TenantScoped;
import java.time.Instant;
import lombok.Data;
import org.springframework.data.annotation.CreatedDate;
import org.springframework.data.annotation.Id;
import org.springframework.data.annotation.LastModifiedDate;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Document(collection = "tenant_keys")
public class TenantKey implements TenantScoped {
  @Id
  private String id;
  @Indexed
  private String tenantId;
  private String keyId;
  private String publicPem;
  private String privateEncrypted;
  private boolean active;
  @CreatedDate
  private Instant createdAt;
  @LastModifiedDate
  private Instant rotatedAt;
}
