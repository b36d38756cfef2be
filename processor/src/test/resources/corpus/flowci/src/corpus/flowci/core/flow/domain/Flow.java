// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/flow/domain/Flow.java
package corpus.flowci.core.flow.domain;

import corpus.flowci.common.domain.Vars;
import corpus.flowci.store.Pathable;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Transient;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document(collection = "flow")
@EqualsAndHashCode(callSuper = true)
public final class Flow extends FlowItem implements Pathable {
  private boolean isYamlFromRepo;
  private String yamlRepoBranch;
  private int jobTimeout;
  private int stepTimeout;
  private String cron;
  private Vars<String> readOnlyVars;
  private WebhookStatus webhookStatus;
  @Transient
  private FlowGroup parent;
}
