// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/AuthType.java
package corpus.hygieia.model;


public enum AuthType {
  STANDARD, LDAP, APIKEY, SSO;
}
