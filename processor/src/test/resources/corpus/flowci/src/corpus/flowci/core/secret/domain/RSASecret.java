// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/secret/domain/RSASecret.java
package corpus.flowci.core.secret.domain;

import corpus.flowci.common.domain.SimpleKeyPair;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document(collection = "secret")
public final class RSASecret extends Secret {
  private SimpleKeyPair pair;
  private String md5Fingerprint;
}
