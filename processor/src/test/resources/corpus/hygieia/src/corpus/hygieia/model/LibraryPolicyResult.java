// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/LibraryPolicyResult.java
package corpus.hygieia.model;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "library_policy")
public class LibraryPolicyResult extends BaseModel {
  private ObjectId collectorItemId;
  private long timestamp;
  private long evaluationTimestamp;
  private Map<LibraryPolicyType, Set<Threat>> threats;
  private String reportUrl;
  private Integer totalComponentCount;
  private Integer knownComponentCount;
  private List<PolicyScanMetric> policyAlert;
  private ObjectId buildId;
  private String scanState;
  private String projectName;
  private String productName;
  private String buildUrl;

  public static class Threat {
    LibraryPolicyThreatLevel level;
    List<String> components;
    int count;
    private Map<LibraryPolicyThreatDisposition, Integer> dispositionCounts;
    int maxAge;
    double maxScore;
  }

  public static class ThreatComponent {
    String name;
  }
}
