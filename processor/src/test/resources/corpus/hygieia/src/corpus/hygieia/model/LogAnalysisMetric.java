// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/LogAnalysisMetric.java
package corpus.hygieia.model;


public class LogAnalysisMetric {
  private String name;
  private int value;
}
