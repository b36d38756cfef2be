// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Widget.java
package corpus.hygieia.model;

import java.util.Map;
import org.bson.types.ObjectId;

public class Widget {
  private ObjectId id;
  private String name;
  private ObjectId componentId;
  private Map<String, Object> options;
}
