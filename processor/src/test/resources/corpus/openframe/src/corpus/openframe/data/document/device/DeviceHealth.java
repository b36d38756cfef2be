// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/device/DeviceHealth.java
package corpus.openframe.data.document.device;

import java.util.List;
import lombok.Data;

@Data
public class DeviceHealth {
  private double cpuUsage;
  private double memoryUsage;
  private double diskUsage;
  private List<String> activeProcesses;
  private List<Alert> alerts;
}
