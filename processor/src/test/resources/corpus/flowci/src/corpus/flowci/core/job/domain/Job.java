// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/job/domain/Job.java
package corpus.flowci.core.job.domain;

import corpus.flowci.common.domain.Vars;
import corpus.flowci.core.common.domain.Mongoable;
import corpus.flowci.store.Pathable;
import java.util.*;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "job")
@Getter
@Setter
@EqualsAndHashCode(callSuper = true)
@CompoundIndex(name = "index_job_flowid_and_buildnum", def = "{'flowId': 1, 'buildNumber': 1}", unique = true)
public class Job extends Mongoable implements Pathable {
  @Indexed(name = "index_job_key", unique = true)
  private String key;
  @Indexed(name = "index_job_flow_id", partialFilter = "{ flowId: {$exists: true} }")
  private String flowId;
  private String flowName;
  private Long buildNumber;
  private Trigger trigger;
  private Status status;
  private boolean onPostSteps;
  private Map<String, AgentSnapshot> snapshots;
  private Set<String> currentPath;
  private Vars<String> context;
  private String message;
  private Integer priority;
  private boolean isYamlFromRepo;
  private String yamlRepoBranch;
  private int timeout;
  private int expire;
  private Date expireAt;
  private Date startAt;
  private Date finishAt;
  private int numOfArtifact;

  public enum Trigger {
    SCHEDULER, API, MANUAL, PUSH, PR_OPENED, PR_MERGED, TAG, PATCHSET;
  }

  public enum Status {
    PENDING, CREATED, LOADING, QUEUED, RUNNING, CANCELLING, SUCCESS, FAILURE, CANCELLED, TIMEOUT;
  }

  @Getter
  @Setter
  public static class AgentSnapshot {
    private String name;
    private String os;
    private int cpuNum;
    private double cpuUsage;
    private int totalMemory;
    private int freeMemory;
    private int totalDisk;
    private int freeDisk;
  }
}
