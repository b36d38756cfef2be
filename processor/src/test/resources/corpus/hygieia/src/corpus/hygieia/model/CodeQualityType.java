// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/CodeQualityType.java
package corpus.hygieia.model;


public enum CodeQualityType {
  StaticAnalysis, SecurityAnalysis;
}
