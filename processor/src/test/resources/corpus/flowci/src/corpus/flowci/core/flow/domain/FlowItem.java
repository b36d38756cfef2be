// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/flow/domain/FlowItem.java
package corpus.flowci.core.flow.domain;

import corpus.flowci.common.domain.VarValue;
import corpus.flowci.common.domain.Vars;
import corpus.flowci.core.common.domain.Mongoable;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document("flow")
public class FlowItem extends Mongoable {
  public static final String ROOT_ID = "-1";
  public static final String ROOT_NAME = "flows";
  @Indexed(name = "index_flow_name")
  protected String name;
  protected Type type;
  protected Vars<VarValue> vars;
  protected String parentId;

  public enum Type {
    Flow, Group;
  }
}
