// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/PolicyScanMetric.java
package corpus.hygieia.model;


public class PolicyScanMetric {
  private Integer policycriticalCount;
  private Integer policysevereCount;
  private Integer polimoderateCount;
  private Integer policyAffectedCount;
}
