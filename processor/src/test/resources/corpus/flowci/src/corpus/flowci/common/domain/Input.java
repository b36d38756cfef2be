// FlowCI/flow-core-x: common/src/main/java/com/flowci/common/domain/Input.java
package corpus.flowci.common.domain;

import java.io.Serializable;
import lombok.*;
import lombok.experimental.Accessors;

@Getter
@Setter
@ToString(of = {"name"})
@EqualsAndHashCode(of = {"name"})
@NoArgsConstructor
@Accessors(chain = true)
public class Input implements Serializable {
  private String name;
  private String alias;
  private VarType type;
  private boolean required;
  private String value;
}
