// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/UserStory.java
package corpus.hygieia.model;


public class UserStory {
  private String storyId;
  private String storyName;
  private String ownerName;
  private String storyUrl;
  private long lastUpdateDate;
  private String state;
}
