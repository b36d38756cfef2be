// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Component.java
package corpus.hygieia.model;

import java.util.List;
import java.util.Map;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "components")
public class Component extends BaseModel {
  private String name;
  private String owner;
  private Map<CollectorType, List<CollectorItem>> collectorItems;
}
