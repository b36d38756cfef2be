// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/PerformanceType.java
package corpus.hygieia.model;


public enum PerformanceType {
  ApplicationPerformance, InfrastructurePerformance;
}
