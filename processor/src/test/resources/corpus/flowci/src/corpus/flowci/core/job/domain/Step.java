// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/job/domain/Step.java
package corpus.flowci.core.job.domain;

import corpus.flowci.common.domain.DockerOption;
import corpus.flowci.common.domain.Vars;
import java.util.Date;
import java.util.List;
import lombok.Data;
import lombok.NoArgsConstructor;
import lombok.experimental.Accessors;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@NoArgsConstructor
@Document(collection = "step")
@Accessors(chain = true)
@CompoundIndex(name = "index_job_id_and_node_path", def = "{'jobId': 1, 'nodePath': 1}", unique = true)
public class Step implements Executed {
  public static final String MessageSkippedOnCondition = "Skipped due to condition";
  @Id
  private String id;
  private String flowId;
  private Long buildNumber;
  @Indexed(name = "index_job_id")
  private String jobId;
  private String agentId;
  private String nodePath;
  private Type type;
  private boolean allowFailure;
  private boolean post;
  private String plugin;
  private List<DockerOption> dockers;
  private String parent;
  private List<String> next;
  private Integer processId;
  private String containerId;
  private Status status;
  private Integer code;
  private Vars<String> output;
  private Date startAt;
  private Date finishAt;
  private String error;
  private Long logSize;

  public enum Type {
    STEP, STAGE, FLOW, PARALLEL;
  }
}
