// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Comment.java
package corpus.hygieia.model;


public class Comment {
  private String user;
  private String userType;
  private String userLDAPDN;
  private long createdAt;
  private long updatedAt;
  private String body;
  private String status;
}
