// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/InfrastructureScan.java
package corpus.hygieia.model;

import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "infrastructure_scan")
public class InfrastructureScan extends BaseModel {
  private ObjectId collectorItemId;
  private String businessService;
  private String businessApplication;
  private String instanceId;
  private String ipAddress;
  private String createdTimeStamp;
  private List<Labels> labels;
  private RepositoryDigest repositoryDigest;
  private String ownerDept;
  private String ownerSubDept;
  private String developmentOwner;
  private String ownerEmailAddress;
  private String applicationOwnerFullName;
  private List<Vulnerability> vulnerabilities;
  private int limit;
  private String nextRecordKey;
  private long timestamp;
  private ObjectId buildId;
  private String buildUrl;
}
