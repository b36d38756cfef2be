// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/user/domain/User.java
package corpus.flowci.core.user.domain;

import corpus.flowci.core.common.domain.Mongoable;
import lombok.AllArgsConstructor;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import lombok.ToString;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "user")
@Getter
@Setter
@ToString(of = {"email"}, callSuper = true)
@NoArgsConstructor
@AllArgsConstructor
public class User extends Mongoable {
  public static final String DefaultSystemUser = "SYSTEM";
  @Indexed(unique = true, name = "index_user_email")
  private String email;
  private String passwordOnMd5;
  private Role role;
  private Boolean defaultAdmin;

  public enum Role {
    Admin, Developer;
  }
}
