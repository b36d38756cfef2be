// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/device/SecuritySettings.java
package corpus.openframe.data.document.device;

import java.util.Map;
import lombok.Data;

@Data
public class SecuritySettings {
  private boolean firewallEnabled;
  private boolean antivirusEnabled;
  private String encryptionStatus;
  private String lastSecurityScan;
  private Map<String, String> securityPolicies;
}
