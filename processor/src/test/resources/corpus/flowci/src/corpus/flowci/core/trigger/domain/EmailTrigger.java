// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/trigger/domain/EmailTrigger.java
package corpus.flowci.core.trigger.domain;

import jakarta.validation.constraints.NotEmpty;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document(collection = "trigger")
public class EmailTrigger extends Trigger {
  public static final String FLOW_USERS = "FLOW_USERS";
  @NotEmpty
  private String smtpConfig;
  private String from;
  @NotEmpty
  private String to;
  @NotEmpty
  private String subject;
  @NotEmpty
  private String template;
}
