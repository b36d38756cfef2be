// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/EnvironmentComponent.java
package corpus.hygieia.model;

import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "environment_components")
public class EnvironmentComponent extends BaseModel {
  private ObjectId collectorItemId;
  private String environmentID;
  private String environmentName;
  private String environmentUrl;
  private String componentID;
  private String componentName;
  private String componentVersion;
  private String componentPath;
  private String jobUrl;
  private boolean deployed;
  private long deployTime;
  private long asOfDate;
  private ObjectId buildId;
  private String jobStageName;
  private String jobStageStatus;
  private String applicationName;
  private String serviceName;
  private String changeReference;
  private String scmIdentifier;
  private String scmRepo;
}
