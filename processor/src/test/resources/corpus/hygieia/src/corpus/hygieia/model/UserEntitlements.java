// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/UserEntitlements.java
package corpus.hygieia.model;

import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "user_entitlements")
public class UserEntitlements extends BaseModel {
  private String username;
  private AuthType authType;
  private String entitlementType;
  private String entitlements;
}
