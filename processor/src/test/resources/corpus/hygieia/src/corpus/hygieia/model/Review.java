// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Review.java
package corpus.hygieia.model;


public class Review {
  private String body;
  private String state;
  private String author;
  private String authorType;
  private String authorLDAPDN;
  private long createdAt;
  private long updatedAt;
}
