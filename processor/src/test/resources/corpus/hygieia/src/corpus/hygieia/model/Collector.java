// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Collector.java
package corpus.hygieia.model;

import java.util.List;
import java.util.Map;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.format.annotation.DateTimeFormat;

@Document(collection = "collectors")
public class Collector extends BaseModel {
  private String name;
  private CollectorType collectorType;
  private boolean enabled;
  private boolean online;
  private List<CollectionError> errors;
  private Map<String, Object> uniqueFields;
  private Map<String, Object> allFields;
  private long lastExecuted;
  @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
  private java.util.Date lastExecutedTime;
  private long lastExecutionRecordCount;
  private long lastExecutedSeconds;
  private List<String> searchFields;
  private Map<String, Object> properties;
}
