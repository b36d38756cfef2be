// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/agent/domain/Agent.java
package corpus.flowci.core.agent.domain;

import corpus.flowci.common.domain.Common.OS;
import corpus.flowci.common.domain.SimpleKeyPair;
import corpus.flowci.core.common.domain.Mongoable;
import java.time.Instant;
import java.util.Set;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import lombok.experimental.Accessors;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@NoArgsConstructor
@Accessors(chain = true)
@Document
public class Agent extends Mongoable {
  public static final String PATH_SLASH = "/";
  @Indexed(name = "index_agent_name", unique = true)
  private String name;
  @Indexed(name = "index_agent_token", unique = true)
  private String token;
  private String url;
  private String hostId;
  private boolean isK8sCluster;
  private boolean isDocker;
  private OS os;
  private Set<String> tags;
  private int exitOnIdle;
  private Status status;
  private Instant statusUpdatedAt;
  private Instant connectedAt;
  private String jobId;
  private String containerId;
  private SimpleKeyPair rsa;

  public enum Status {
    OFFLINE, STARTING, IDLE, BUSY;
  }

  private abstract class Variables {
    private static final String NAME = "AGENT_NAME";
    private static final String IS_K8S_CLUSTER = "AGENT_IS_K8S_CLUSTER";
    private static final String IS_DOCKER = "AGENT_IS_DOCKER";
    private static final String OS = "AGENT_OS";
    private static final String STATUS = "AGENT_STATUS";
    private static final String JOB_ID = "AGENT_JOB_ID";
    private static final String CONTAINER_ID = "AGENT_CONTAINER_ID";
  }
}
