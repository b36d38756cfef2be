// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/LogAnalysis.java
package corpus.hygieia.model;

import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "log_analysis")
public class LogAnalysis extends BaseModel {
  private ObjectId collectorItemId;
  private long timestamp;
  private String name;
  private List<LogAnalysisMetric> metrics;
}
