// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/job/domain/JobAgent.java
package corpus.flowci.core.job.domain;

import java.util.*;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import lombok.ToString;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@NoArgsConstructor
@ToString(of = "agents")
@Document(collection = "job_agent")
public final class JobAgent {
  @Id
  private String id;
  private String flowId;
  private Map<String, Set<String>> agents;
}
