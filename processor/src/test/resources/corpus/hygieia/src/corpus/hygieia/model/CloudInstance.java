// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/CloudInstance.java
package corpus.hygieia.model;

import java.util.List;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "cloud_instance")
public class CloudInstance extends BaseModel {
  @Indexed
  private String instanceId;
  @Indexed
  private String accountNumber;
  private String instanceType;
  private String imageId;
  private long imageExpirationDate;
  private boolean imageApproved;
  private String instanceOwner;
  private boolean isMonitored;
  private String privateDns;
  private String privateIp;
  private String publicDns;
  private String publicIp;
  private String subnetId;
  private String virtualNetworkId;
  private int age;
  private String status;
  private boolean isStopped;
  private boolean isTagged;
  private double cpuUtilization;
  private long lastUpdatedDate;
  private List<String> securityGroups;
  private List<NameValue> tags;
  private double networkIn;
  private double networkOut;
  private double diskRead;
  private double diskWrite;
  private String rootDeviceName;
  private String autoScaleName;
  private String lastAction;
}
