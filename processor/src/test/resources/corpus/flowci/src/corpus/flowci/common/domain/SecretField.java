// FlowCI/flow-core-x: common/src/main/java/com/flowci/common/domain/SecretField.java
package corpus.flowci.common.domain;

import lombok.AllArgsConstructor;
import lombok.Data;
import lombok.NoArgsConstructor;

@Data
@NoArgsConstructor
@AllArgsConstructor(staticName = "of")
public class SecretField implements SimpleSecret {
  private String data;
}
