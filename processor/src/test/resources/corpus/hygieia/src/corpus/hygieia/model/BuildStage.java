// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/BuildStage.java
package corpus.hygieia.model;

import java.util.Map;

public class BuildStage extends BaseModel {
  private String stageId;
  private String name;
  private String status;
  private String startTimeMillis;
  private String endTime;
  private String log;
  private String parentId;
  private Error error;
  private String durationMillis;
  private Map<String, Object> _links;
  private String exec_node_logUrl;
}
