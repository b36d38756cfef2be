// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/UserRole.java
package corpus.hygieia.model;


public enum UserRole {
  ROLE_USER, ROLE_ADMIN, ROLE_API;
}
