// FlowCI/flow-core-x: common/src/main/java/com/flowci/common/domain/DockerOption.java
package corpus.flowci.common.domain;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import lombok.Getter;
import lombok.Setter;
import lombok.experimental.Accessors;

@Getter
@Setter
@Accessors(chain = true)
public class DockerOption implements Serializable {
  private String image;
  private String auth;
  private String name;
  private List<String> entrypoint;
  private List<String> command;
  private String network;
  private String user;
  private Map<String, String> environment;
  private boolean runtime;
  private List<String> ports;
  private boolean stopContainer;
  private boolean deleteContainer;
  private String containerId;
}
