// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/flow/domain/WebhookStatus.java
package corpus.flowci.core.flow.domain;

import java.util.Set;
import lombok.Getter;
import lombok.Setter;

@Getter
@Setter
public final class WebhookStatus {
  private boolean added;
  private String createdAt;
  private Set<String> events;
}
