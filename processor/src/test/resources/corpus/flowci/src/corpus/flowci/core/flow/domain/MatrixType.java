// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/flow/domain/MatrixType.java
package corpus.flowci.core.flow.domain;

import java.util.List;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import lombok.experimental.Accessors;

@Setter
@Getter
@EqualsAndHashCode(of = "name")
@Accessors(chain = true)
public class MatrixType {
  public static final String JOB_STATUS = "default/ci_job_status";
  private String name;
  private String desc;
  private boolean percent;
  private List<String> fields;
}
