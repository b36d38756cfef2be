// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/device/Alert.java
package corpus.openframe.data.document.device;

import java.time.Instant;
import lombok.Data;

@Data
public class Alert {
  private String id;
  private String severity;
  private String message;
  private Instant timestamp;
  private boolean resolved;
}
