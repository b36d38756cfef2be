// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/CodeQuality.java
package corpus.hygieia.model;

import java.util.Set;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "code_quality")
public class CodeQuality extends BaseModel {
  private ObjectId collectorItemId;
  private long timestamp;
  private String name;
  private String url;
  private CodeQualityType type;
  private String version;
  private ObjectId buildId;
  private String scanType;
  private long scanDuration;
  private String reportUrl;
  private long criticalSeverityCount;
  private long highSeverityCount;
  private long mediumSeverityCount;
  private long lowSeverityCount;
  private Set<CodeQualityMetric> metrics;
}
