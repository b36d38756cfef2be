// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/ContainerScan.java
package corpus.hygieia.model;

import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "container_scan")
public class ContainerScan extends BaseModel {
  private ObjectId collectorItemId;
  private String businessService;
  private String businessApplication;
  private String identifierName;
  private String identifierVersion;
  private String identifierUrl;
  private boolean isPromotable;
  private boolean isVulnerable;
  private String httpStatusCode;
  private String errorCode;
  private String message;
  private List<Vulnerability> vulnerabilities;
  private String buildUrl;
  private String imageId;
  private String artifactorySha;
  private String createdTimestamp;
  private String errorDescription;
  private String lastScannedTimestamp;
  private Integer vulnerabilityCount;
  private String applicationServiceName;
  private String lineOfBusiness;
  private String engineeringLeadFullName;
  private String ownerEmailAddress;
  private String technologyDivision;
  private String technologySubdivision;
  private String technologyExecutiveFullName;
  private String businessExecutiveFullName;
  private String businessApplicationName;
  private String environment;
  private String instanceId;
  private String hostName;
  private boolean isLabelCompliant;
  private boolean isGoldenImageCompliant;
  private boolean isRootCompliant;
  private boolean isOverallCompliant;
  private List<Labels> labels;
  private String digest;
  private String repository;
  private String registry;
}
