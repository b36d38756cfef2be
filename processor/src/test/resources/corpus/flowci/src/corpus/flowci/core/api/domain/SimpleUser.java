// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/api/domain/SimpleUser.java
package corpus.flowci.core.api.domain;

import lombok.Getter;
import lombok.Setter;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document(collection = "user")
public class SimpleUser {
  private String email;
}
