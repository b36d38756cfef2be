// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/score/ScoreComponentMetricBase.java
package corpus.hygieia.model.score;

import java.util.Map;
import org.bson.types.ObjectId;

public class ScoreComponentMetricBase {
  private String score;
  private String total;
  private String weight;
  private ObjectId refId;
  private String displayId;
  private String displayName;
  private String propagate;
  private String state;
  private boolean noScore;
  private boolean alert;
  private String message;
  public Map<String, Object> options;
}
