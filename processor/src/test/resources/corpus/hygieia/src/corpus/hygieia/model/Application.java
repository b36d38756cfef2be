// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Application.java
package corpus.hygieia.model;

import java.util.List;
import org.springframework.data.mongodb.core.mapping.DBRef;

public class Application {
  private String name;
  private String owner;
  private String lineOfBusiness;
  @DBRef
  private List<Component> components;
}
