// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/CloudSubNetwork.java
package corpus.hygieia.model;

import java.util.List;
import java.util.Map;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "cloud_subnetwork")
public class CloudSubNetwork extends BaseModel {
  @Indexed
  private String subnetId;
  private String accountNumber;
  private String virtualNetworkId;
  private String cidrBlock;
  private int cidrCount;
  private String zone;
  private int availableIPCount;
  private int subscribedIPCount;
  private int usedIPCount;
  private boolean defaultForZone;
  private String state;
  private long creationDate;
  private long lastUpdateDate;
  private List<NameValue> tags;
  private Map<String, Integer> ipUsage;
  private Map<String, Integer> subscribedIPUsage;
}
