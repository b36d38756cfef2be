// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/LibraryPolicyType.java
package corpus.hygieia.model;


public enum LibraryPolicyType {
  Security, License, Security_cvss3, Other;
}
