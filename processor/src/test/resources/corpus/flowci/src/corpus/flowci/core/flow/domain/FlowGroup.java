// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/flow/domain/FlowGroup.java
package corpus.flowci.core.flow.domain;

import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.mongodb.core.mapping.Document;

@Setter
@Getter
@Document(collection = "flow")
@EqualsAndHashCode(callSuper = true)
public class FlowGroup extends FlowItem {
}
