// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/FeatureIssueLink.java
package corpus.hygieia.model;


public class FeatureIssueLink {
  private String targetIssueKey;
  private String targetIssueUri;
  private String issueLinkName;
  private String issueLinkType;
  private String issueLinkDirection;
}
