// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Owner.java
package corpus.hygieia.model;


public class Owner {
  private String username;
  private AuthType authType;
}
