// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Template.java
package corpus.hygieia.model;

import java.util.List;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "templates")
public class Template extends BaseModel {
  @Indexed(unique = true)
  private String template;
  private List<String> widgets;
  private List<String> order;
}
