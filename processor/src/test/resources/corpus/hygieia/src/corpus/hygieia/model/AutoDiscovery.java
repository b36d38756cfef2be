// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/AutoDiscovery.java
package corpus.hygieia.model;

import jakarta.validation.Valid;
import java.util.List;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "auto_discovery_status")
public class AutoDiscovery extends BaseModel {
  @Valid
  private AutoDiscoveryMetaData metaData;
  @Valid
  private List<AutoDiscoveredEntry> codeRepoEntries;
  @Valid
  private List<AutoDiscoveredEntry> buildEntries;
  @Valid
  private List<AutoDiscoveredEntry> securityScanEntries;
  @Valid
  private List<AutoDiscoveredEntry> deploymentEntries;
  @Valid
  private List<AutoDiscoveredEntry> libraryScanEntries;
  @Valid
  private List<AutoDiscoveredEntry> functionalTestEntries;
  @Valid
  private List<AutoDiscoveredEntry> artifactEntries;
  @Valid
  private List<AutoDiscoveredEntry> staticCodeEntries;
  @Valid
  private List<AutoDiscoveredEntry> featureEntries;
  @Valid
  private List<AutoDiscoveredEntry> performanceTestEntries;
  @Valid
  private List<AutoDiscoveredEntry> infraStructureScanEntries;
  private long createdTimestamp;
  private long modifiedTimestamp;
}
