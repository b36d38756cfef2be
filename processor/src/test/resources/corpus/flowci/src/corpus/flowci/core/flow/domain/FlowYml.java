// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/flow/domain/FlowYml.java
package corpus.flowci.core.flow.domain;

import corpus.flowci.core.common.domain.Mongoable;
import java.util.List;
import lombok.AllArgsConstructor;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.CompoundIndexes;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document(collection = "flow_yml")
@NoArgsConstructor
@AllArgsConstructor
@CompoundIndexes(@CompoundIndex(name = "index_flow_id_and_yml_name", def = "{'flowId': 1, 'list.name': 1}", sparse = true, unique = true))
public class FlowYml extends Mongoable {
  public static final String DEFAULT_NAME = ".flowci.yml";
  @Indexed(name = "index_yml_flow_id", unique = true)
  private String flowId;
  private List<SimpleYml> list;
}
