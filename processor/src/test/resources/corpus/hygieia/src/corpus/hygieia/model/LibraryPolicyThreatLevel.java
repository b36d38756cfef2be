// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/LibraryPolicyThreatLevel.java
package corpus.hygieia.model;


public enum LibraryPolicyThreatLevel {
  Critical, High, Medium, Low, None, Informational;
}
