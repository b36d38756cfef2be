// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/job/domain/JobCache.java
package corpus.flowci.core.job.domain;

import corpus.flowci.core.common.domain.Mongoable;
import java.io.InputStream;
import java.util.List;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Transient;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document("job_cache")
@CompoundIndex(name = "index_flow_key", def = "{'flowId' : 1, 'key': 1}", unique = true)
public class JobCache extends Mongoable {
  private String flowId;
  private String jobId;
  private String key;
  private String os;
  private List<String> files;
  @Transient
  private InputStream src;
}
