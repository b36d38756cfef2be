// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/ApiToken.java
package corpus.hygieia.model;

import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "apitoken")
public class ApiToken extends BaseModel {
  static final String HASH_PREFIX = "sha512:";
  private String apiUser;
  private String apiKey;
  private Long expirationDt;
}
