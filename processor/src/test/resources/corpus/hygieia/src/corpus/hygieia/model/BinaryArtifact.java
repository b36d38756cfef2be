// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/BinaryArtifact.java
package corpus.hygieia.model;

import java.util.List;
import java.util.Map;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "artifacts")
public class BinaryArtifact extends BaseModel {
  private static final String METADATA_BUILD_URL = "buildUrl";
  private static final String METADATA_BUILD_NUMBER = "buildNumber";
  private static final String METADATA_JOB_URL = "jobUrl";
  private static final String METADATA_JOB_NAME = "jobName";
  private static final String METADATA_INSTANCE_URL = "instanceUrl";
  private static final String METADATA_SCM_URL = "scmUrl";
  private static final String METADATA_SCM_BRANCH = "scmBranch";
  private static final String METADATA_SCM_REVISION_NUMBER = "scmRevisionNumber";
  private ObjectId collectorItemId;
  private long timestamp;
  private String canonicalName;
  private String artifactGroupId;
  private String artifactModule;
  private String artifactVersion;
  private String artifactName;
  private String artifactClassifier;
  private String artifactExtension;
  private String type;
  private String repo;
  private String path;
  private long createdTimeStamp;
  private String createdBy;
  private long modifiedTimeStamp;
  private String modifiedBy;
  private String actual_sha1;
  private String actual_md5;
  private String authorLDAPDN;
  private List<Build> buildInfos;
  private List<String> virtualRepos;
  private Map<String, String> metadata;
}
