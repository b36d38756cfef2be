// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Feature.java
package corpus.hygieia.model;

import java.util.Collection;
import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "feature")
public class Feature extends BaseModel {
  private ObjectId collectorId;
  @Indexed
  private String sId;
  private String sNumber;
  private String sName;
  private String sTypeId;
  private String sTypeName;
  private String sStatus;
  private String sState;
  private String sEstimate;
  private Integer sEstimateTime;
  private String sUrl;
  @Indexed
  private String changeDate;
  private String isDeleted;
  private List<String> sOwnersID;
  private List<String> sOwnersIsDeleted;
  private List<String> sOwnersChangeDate;
  private List<String> sOwnersState;
  private List<String> sOwnersUsername;
  private List<String> sOwnersFullName;
  private List<String> sOwnersShortName;
  private String sTeamIsDeleted;
  private String sTeamAssetState;
  private String sTeamChangeDate;
  private String sTeamName;
  @Indexed
  private String sTeamID;
  private String sSprintIsDeleted;
  private String sSprintChangeDate;
  private String sSprintAssetState;
  @Indexed
  private String sSprintEndDate;
  @Indexed
  private String sSprintBeginDate;
  private String sSprintName;
  @Indexed
  private String sSprintID;
  private String sSprintUrl;
  private String sEpicIsDeleted;
  private String sEpicChangeDate;
  private String sEpicAssetState;
  private String sEpicType;
  private String sEpicEndDate;
  private String sEpicBeginDate;
  private String sEpicName;
  private String sEpicUrl;
  private String sEpicNumber;
  @Indexed
  private String sEpicID;
  private String sProjectPath;
  private String sProjectIsDeleted;
  private String sProjectState;
  private String sProjectChangeDate;
  private String sProjectEndDate;
  private String sProjectBeginDate;
  private String sProjectName;
  @Indexed
  private String sProjectID;
  private Collection<FeatureIssueLink> issueLinks;
}
