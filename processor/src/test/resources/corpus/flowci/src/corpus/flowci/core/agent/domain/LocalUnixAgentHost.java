// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/agent/domain/LocalUnixAgentHost.java
package corpus.flowci.core.agent.domain;

import lombok.Getter;
import lombok.Setter;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document(collection = "agent_host")
public class LocalUnixAgentHost extends AgentHost {
}
