// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/job/domain/JobReport.java
package corpus.flowci.core.job.domain;

import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.mapping.Document;

@Setter
@Getter
@EqualsAndHashCode(callSuper = true)
@Document(collection = "job_report")
@CompoundIndex(name = "index_job_report_id_name", def = "{'jobId': 1, 'name': 1}", unique = true)
public class JobReport extends JobOutput {
  private String name;
  private String entryFile;
}
