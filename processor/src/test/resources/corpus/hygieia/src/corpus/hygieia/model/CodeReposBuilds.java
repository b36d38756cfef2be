// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/CodeReposBuilds.java
package corpus.hygieia.model;

import java.util.Set;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "code_repos_builds")
public class CodeReposBuilds extends BaseModel {
  @Indexed(unique = true)
  private String codeRepo;
  private Set<ObjectId> buildCollectorItems;
  @Indexed
  private long timestamp;
}
