// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/job/domain/JobNumber.java
package corpus.flowci.core.job.domain;

import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document(collection = "job_number")
@NoArgsConstructor
public class JobNumber {
  @Id
  private String id;
  @Indexed(unique = true)
  private String flowId;
  private Long number;
}
