// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/CloudVirtualNetwork.java
package corpus.hygieia.model;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import java.util.Map;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "cloud_virtual_network")
public class CloudVirtualNetwork extends BaseModel {
  @Indexed
  @NotNull
  @NotBlank
  private String virtualNetworkId;
  @NotNull
  @NotBlank
  private String accountNumber;
  private ObjectId collectorItemId;
  private String cidrBlock;
  private boolean defaultNetwork;
  private String state;
  private Map<String, String> tags;
  private long creationDate;
  private long lastUpdateDate;
}
