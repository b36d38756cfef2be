// FlowCI/flow-core-x: common/src/main/java/com/flowci/common/domain/VarValue.java
package corpus.flowci.common.domain;

import java.io.Serializable;
import lombok.Getter;
import lombok.Setter;

@Setter
@Getter
public class VarValue implements Serializable {
  private String data;
  private VarType type;
  private boolean editable;
}
