// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/FeatureHistory.java
package corpus.hygieia.model;

import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "feature-history")
public class FeatureHistory extends BaseModel {
  @Indexed
  private String sprintID;
  private String sprintBeginDate;
  private String sprintEndDate;
  @Indexed
  private String projectID;
  @Indexed
  private String teamID;
  private String sStatus;
  private String sEstimate;
  private String sToDo;
  private String sAssetState;
  private String sSoftwareTesting;
  private String isDeleted;
  @Indexed
  private String changeDate;
  private String reportedDate;
  @Indexed
  private String storyID;
}
