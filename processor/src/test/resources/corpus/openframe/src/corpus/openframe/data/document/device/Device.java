// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/device/Device.java
package corpus.openframe.data.document.device;

import corpus.openframe.data.document.TenantScoped;
import java.time.Instant;
import lombok.Data;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Document(collection = "devices")
public class Device implements TenantScoped {
  @Id
  private String id;
  @Indexed
  private String tenantId;
  private String machineId;
  private String serialNumber;
  private String model;
  private String osVersion;
  private String status;
  private DeviceType type;
  private Instant lastCheckin;
  private DeviceConfiguration configuration;
  private DeviceHealth health;
}
