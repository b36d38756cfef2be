// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/agent/domain/AgentHost.java
package corpus.flowci.core.agent.domain;

import corpus.flowci.core.common.domain.Mongoable;
import java.util.Set;
import lombok.Getter;
import lombok.NonNull;
import lombok.Setter;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document(collection = "agent_host")
public abstract class AgentHost extends Mongoable {
  public static final int NoLimit = -1;
  @NonNull
  @Indexed(name = "index_agent_host_name", unique = true)
  private String name;
  private Type type;
  private Status status;
  private boolean disabled;
  private int maxSize;
  private Set<String> tags;
  private int exitOnIdle;
  private String error;

  public enum Status {
    Connected, Disconnected;
  }

  public enum Type {
    SSH, LocalUnixSocket, K8s;
  }
}
