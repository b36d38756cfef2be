// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/job/domain/JobArtifact.java
package corpus.flowci.core.job.domain;

import java.io.InputStream;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Transient;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@EqualsAndHashCode(callSuper = true)
@Document(collection = "job_artifact")
@CompoundIndex(name = "index_job_artifact_id_md5", def = "{'jobId': 1, 'md5': 1}", unique = true)
public class JobArtifact extends JobOutput {
  private String srcDir;
  private String md5;
  @Transient
  private InputStream src;
}
