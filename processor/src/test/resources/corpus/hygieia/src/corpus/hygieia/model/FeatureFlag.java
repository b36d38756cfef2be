// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/FeatureFlag.java
package corpus.hygieia.model;

import java.util.Map;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "feature_flags")
public class FeatureFlag extends BaseModel {
  private String name;
  private String description;
  private Map<String, Boolean> flags;
}
