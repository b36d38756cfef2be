// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/secret/domain/KubeConfigSecret.java
package corpus.flowci.core.secret.domain;

import corpus.flowci.common.domain.SecretField;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document(collection = "secret")
public class KubeConfigSecret extends Secret {
  private SecretField content;
}
