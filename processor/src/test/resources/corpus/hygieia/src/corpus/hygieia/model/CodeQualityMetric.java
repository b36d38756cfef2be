// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/CodeQualityMetric.java
package corpus.hygieia.model;

import java.util.List;

public class CodeQualityMetric {
  private String name;
  private String value;
  private String formattedValue;
  private CodeQualityMetricStatus status;
  private String statusMessage;
  private List<Instance> instances;
}
