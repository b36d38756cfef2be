// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/auth/domain/UserAuth.java
package corpus.flowci.core.auth.domain;

import corpus.flowci.core.common.domain.Mongoable;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document("user_auth")
public final class UserAuth extends Mongoable {
  @Indexed(unique = true, name = "index_auth_email")
  private String email;
  @Indexed(unique = true, name = "index_auth_token")
  private String token;
  private String refreshToken;
}
