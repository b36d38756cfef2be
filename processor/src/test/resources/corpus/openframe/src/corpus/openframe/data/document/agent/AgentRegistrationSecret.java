// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/agent/AgentRegistrationSecret.java
package corpus.openframe.data.document.agent;

import corpus.openframe.data.document.TenantScoped;
import java.time.Instant;
import lombok.Data;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Document(collection = "agent_registration_secrets")
@CompoundIndex(name = "tenant_secretKey_idx", def = "{'tenantId':1,'secretKey':1}", unique = true)
public class AgentRegistrationSecret implements TenantScoped {
  @Id
  private String id;
  private String tenantId;
  private String secretKey;
  private Instant createdAt;
  private boolean active;
}
