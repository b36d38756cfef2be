// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Cmdb.java
package corpus.hygieia.model;

import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "cmdb")
public class Cmdb extends BaseModel {
  private ObjectId collectorItemId;
  private long timestamp;
  @Indexed
  @NotNull
  private String configurationItem;
  @Indexed
  private String configurationKey;
  private String configurationItemSubType;
  private String configurationItemType;
  @Indexed
  private String legacyServiceManagerName;
  private String assignmentGroup;
  private String appServiceOwner;
  private String businessOwner;
  private String supportOwner;
  private String developmentOwner;
  private String appServiceOwnerUserName;
  private String businessOwnerUserName;
  private String supportOwnerUserName;
  private String developmentOwnerUserName;
  private String ownerDept;
  private String ownerSubDept;
  @Indexed
  @NotNull
  private String commonName;
  private String itemType;
  private boolean validConfigItem;
  private List<String> components;
  private List<String> environments;
}
