// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/RallyStoryStages.java
package corpus.hygieia.model;

import java.util.List;

public class RallyStoryStages {
  private String backlog;
  private String defined;
  private String inProgress;
  private String completed;
  private String accepted;
  private String defects;
  private List<UserStory> userStories;
}
