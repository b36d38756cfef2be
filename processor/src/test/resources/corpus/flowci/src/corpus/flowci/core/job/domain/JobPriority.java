// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/job/domain/JobPriority.java
package corpus.flowci.core.job.domain;

import corpus.flowci.core.common.domain.Mongoable;
import java.util.List;
import lombok.Getter;
import lombok.NonNull;
import lombok.Setter;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document(collection = "job_priority")
public class JobPriority extends Mongoable {
  @NonNull
  @Indexed(unique = true)
  private String flowId;
  private List<Long> queue;
}
