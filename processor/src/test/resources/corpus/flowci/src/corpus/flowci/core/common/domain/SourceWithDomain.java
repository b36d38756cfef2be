// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/common/domain/SourceWithDomain.java
package corpus.flowci.core.common.domain;

import java.io.Serializable;
import lombok.Getter;
import lombok.Setter;

@Getter
@Setter
public abstract class SourceWithDomain implements Serializable {
  private static final String DOMAIN_CN = "cn";
  private String source;
  private String sourceCn;
}
