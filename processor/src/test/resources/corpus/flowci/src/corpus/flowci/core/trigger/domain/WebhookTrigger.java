// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/trigger/domain/WebhookTrigger.java
package corpus.flowci.core.trigger.domain;

import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.Pattern;
import java.util.Map;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document(collection = "trigger")
public class WebhookTrigger extends Trigger {
  @NotEmpty(message = "webhook trigger url is required")
  private String url;
  @NotEmpty(message = "webhook trigger http method is required")
  @Pattern(regexp = "GET|POST|PUT|DELETE", message = "Only GET, POST, PUT or DELETE accepted")
  private String httpMethod;
  private Map<String, String> params;
  private Map<String, String> headers;
  private String body;
}
