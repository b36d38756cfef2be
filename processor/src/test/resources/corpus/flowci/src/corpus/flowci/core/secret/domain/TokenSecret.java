// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/secret/domain/TokenSecret.java
package corpus.flowci.core.secret.domain;

import corpus.flowci.common.domain.SecretField;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document(collection = "secret")
public class TokenSecret extends Secret {
  private SecretField token;
}
