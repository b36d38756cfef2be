// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/flow/domain/FlowUsers.java
package corpus.flowci.core.flow.domain;

import corpus.flowci.core.common.domain.Mongoable;
import java.util.List;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document(collection = "flow_users")
@NoArgsConstructor
public class FlowUsers extends Mongoable {
  private List<String> users;
}
