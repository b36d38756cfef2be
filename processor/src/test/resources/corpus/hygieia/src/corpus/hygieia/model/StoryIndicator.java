// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/StoryIndicator.java
package corpus.hygieia.model;


public class StoryIndicator {
  private String storyId;
  private String storyNumber;
  private String storyName;
  private String storyStatus;
  private String storyState;
  private String storyType;
  private String epicNumber;
  private String epicName;
  private String projectName;
  private String teamName;
  private String sprintName;
}
