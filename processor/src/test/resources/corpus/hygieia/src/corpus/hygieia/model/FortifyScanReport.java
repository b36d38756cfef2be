// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/FortifyScanReport.java
package corpus.hygieia.model;

import java.util.List;
import java.util.Map;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.CompoundIndexes;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "fortify_report")
@CompoundIndexes(value = {@CompoundIndex(name = "project_id", def = "{'projectId' : 1, 'collectorItemId': 1}")})
public class FortifyScanReport extends BaseModel {
  private ObjectId collectorItemId;
  private long timestamp;
  private String name;
  private String url;
  private long projectId;
  private String version;
  private Map<String, Threat> threats;

  public static class Threat {
    List<String> components;
    int count;
  }
}
