// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/device/ComplianceRequirement.java
package corpus.openframe.data.document.device;

import java.time.Instant;
import lombok.Data;

@Data
public class ComplianceRequirement {
  private String standard;
  private String control;
  private boolean compliant;
  private String details;
  private Instant lastCheck;
}
