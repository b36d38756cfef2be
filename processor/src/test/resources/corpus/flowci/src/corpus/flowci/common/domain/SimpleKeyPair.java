// FlowCI/flow-core-x: common/src/main/java/com/flowci/common/domain/SimpleKeyPair.java
package corpus.flowci.common.domain;

import lombok.AllArgsConstructor;
import lombok.Data;
import lombok.NoArgsConstructor;

@Data
@NoArgsConstructor
@AllArgsConstructor(staticName = "of")
public class SimpleKeyPair implements SimpleSecret {
  private String publicKey;
  private String privateKey;
}
