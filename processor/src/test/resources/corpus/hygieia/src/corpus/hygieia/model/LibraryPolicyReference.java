// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/LibraryPolicyReference.java
package corpus.hygieia.model;

import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "library_reference")
public class LibraryPolicyReference extends BaseModel {
  @Indexed
  @NotNull
  private String libraryName;
  private String changeClass;
  private String operator;
  private String userEmail;
  private List<WhiteSourceComponent> projectReferences;
  private long lastUpdated;
  private String orgName;
  private String language;
}
