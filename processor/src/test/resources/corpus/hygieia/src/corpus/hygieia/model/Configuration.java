// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Configuration.java
package corpus.hygieia.model;

import java.util.Map;
import java.util.Set;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "configuration")
public class Configuration extends BaseModel {
  private static final String PREFIX = "BASE64:";
  private String collectorName;
  private Set<Map<String, String>> info;
}
