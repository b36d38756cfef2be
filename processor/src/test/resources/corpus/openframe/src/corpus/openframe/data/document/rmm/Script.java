// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/rmm/Script.java
package corpus.openframe.data.document.rmm;

import corpus.openframe.data.document.TenantScoped;
import java.time.Instant;
import java.util.List;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.CreatedDate;
import org.springframework.data.annotation.Id;
import org.springframework.data.annotation.LastModifiedDate;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
@Document(collection = "scripts")
@CompoundIndex(def = "{'tenantId': 1, 'name': 1}")
public class Script implements TenantScoped {
  @Id
  private String id;
  private String tenantId;
  private String name;
  private String description;
  private ScriptShell shell;
  private PrivilegeLevel privilegeLevel;
  private String scriptBody;
  private List<OsType> supportedPlatforms;
  private Integer defaultTimeoutSeconds;
  private List<String> defaultArgs;
  private List<ScriptEnvVar> envVars;
  private String createdBy;
  @CreatedDate
  private Instant createdAt;
  @LastModifiedDate
  private Instant updatedAt;
  @Indexed
  @Builder.Default
  private ScriptStatus status = ScriptStatus.ACTIVE;
  private Instant statusChangedAt;
}
