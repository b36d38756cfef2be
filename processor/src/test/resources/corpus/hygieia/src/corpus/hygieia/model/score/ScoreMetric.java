// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/score/ScoreMetric.java
package corpus.hygieia.model.score;

import corpus.hygieia.model.BaseModel;
import java.util.Collection;
import java.util.Map;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "score_metric")
public class ScoreMetric extends BaseModel {
  private ObjectId collectorItemId;
  private ObjectId scoreTypeId;
  private ScoreValueType type;
  private long timestamp;
  private String score;
  private String total;
  private String failureMssg;
  private boolean noScore;
  public Map<String, String> options;
  private Collection<ScoreComponentMetric> componentMetrics;
}
