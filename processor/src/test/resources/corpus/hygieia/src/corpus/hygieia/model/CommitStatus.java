// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/CommitStatus.java
package corpus.hygieia.model;


public class CommitStatus {
  private String state;
  private String context;
  private String author;
  private String authorLDAPDN;
  private String description;
}
