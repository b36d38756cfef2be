// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/device/DeviceConfiguration.java
package corpus.openframe.data.document.device;

import java.util.List;
import java.util.Map;
import lombok.Data;

@Data
public class DeviceConfiguration {
  private Map<String, String> settings;
  private List<String> installedSoftware;
  private Map<String, String> networkConfig;
  private SecuritySettings security;
}
