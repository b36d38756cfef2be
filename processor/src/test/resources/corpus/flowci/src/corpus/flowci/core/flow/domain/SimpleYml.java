// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/flow/domain/SimpleYml.java
package corpus.flowci.core.flow.domain;

import lombok.AllArgsConstructor;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;

@Getter
@Setter
@NoArgsConstructor
@AllArgsConstructor
public class SimpleYml {
  private String name;
  private String rawInB64;
}
