// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Authentication.java
package corpus.hygieia.model;

import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "authentication")
public class Authentication extends BaseModel {
  static final String HASH_PREFIX = "sha512:";
  @Indexed(unique = true)
  private String username;
  private String password;
}
