// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/UserInfo.java
package corpus.hygieia.model;

import java.util.Collection;
import org.bson.types.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.CompoundIndexes;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "user_info")
@CompoundIndexes({@CompoundIndex(name = "username_authType", def = "{'username' : 1, 'authType': 1}")})
public class UserInfo {
  @Id
  private ObjectId id;
  private String username;
  private Collection<UserRole> authorities;
  private AuthType authType;
  private String firstName;
  private String middleName;
  private String lastName;
  private String displayName;
  private String emailAddress;
}
