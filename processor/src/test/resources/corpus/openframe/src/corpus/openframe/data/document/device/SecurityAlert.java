// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/device/SecurityAlert.java
package corpus.openframe.data.document.device;

import java.time.Instant;
import lombok.Data;

@Data
public class SecurityAlert {
  private String id;
  private String severity;
  private String description;
  private Instant detectedAt;
  private boolean resolved;
  private Instant resolvedAt;
  private String resolution;
}
