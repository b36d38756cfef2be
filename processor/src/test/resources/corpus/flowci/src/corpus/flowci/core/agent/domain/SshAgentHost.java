// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/agent/domain/SshAgentHost.java
package corpus.flowci.core.agent.domain;

import lombok.Getter;
import lombok.NonNull;
import lombok.Setter;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document(collection = "agent_host")
public class SshAgentHost extends AgentHost {
  @NonNull
  private String secret;
  @NonNull
  private String user;
  @NonNull
  private String ip;
  private int port;
}
