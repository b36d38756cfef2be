// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/device/Machine.java
package corpus.openframe.data.document.device;

import corpus.openframe.data.document.TenantScoped;
import corpus.openframe.data.document.rmm.OsType;
import jakarta.validation.constraints.NotBlank;
import java.time.Instant;
import java.util.List;
import lombok.Data;
import org.springframework.data.annotation.CreatedDate;
import org.springframework.data.annotation.Id;
import org.springframework.data.annotation.LastModifiedDate;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Document(collection = "machines")
public class Machine implements TenantScoped {
  @Id
  private String id;
  @Indexed
  private String tenantId;
  @NotBlank
  private String machineId;
  private String ip;
  private String macAddress;
  private String osUuid;
  private String agentVersion;
  @Indexed
  private DeviceStatus status;
  private Instant lastSeen;
  @Indexed
  private String organizationId;
  private String userId;
  private String hostname;
  private String displayName;
  private String nickname;
  private String serialNumber;
  private String manufacturer;
  private String model;
  @Indexed
  private DeviceType type;
  @Indexed
  private OsType osType;
  private String osVersion;
  private String osBuild;
  private String timezone;
  private SecurityState securityState;
  private ComplianceState complianceState;
  private List<SecurityAlert> securityAlerts;
  private Instant lastSecurityScan;
  private Instant lastComplianceScan;
  private List<ComplianceRequirement> complianceRequirements;
  @CreatedDate
  private Instant registeredAt;
  @LastModifiedDate
  private Instant updatedAt;
  private Instant stuckNotifiedAt;
}
