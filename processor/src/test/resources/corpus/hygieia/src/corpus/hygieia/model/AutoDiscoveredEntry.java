// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/AutoDiscoveredEntry.java
package corpus.hygieia.model;

import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import java.util.Map;

public class AutoDiscoveredEntry {
  private AutoDiscoveryStatusType status;
  @NotNull
  private String toolName;
  @NotNull
  private String description;
  private String niceName;
  private boolean pushed;
  private boolean enabled;
  private String altIdentifier;
  @NotEmpty
  private Map<String, Object> options;
}
