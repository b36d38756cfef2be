// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/job/domain/JobYml.java
package corpus.flowci.core.job.domain;

import corpus.flowci.core.common.domain.Mongoable;
import java.util.List;
import lombok.*;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "job_yml")
@NoArgsConstructor
@Getter
@Setter
@EqualsAndHashCode(callSuper = true)
public class JobYml extends Mongoable {
  private List<Body> list;

  @Setter
  @Getter
  @AllArgsConstructor
  @NoArgsConstructor
  public static class Body {
    private String name;
    private String rawInB64;
  }
}
