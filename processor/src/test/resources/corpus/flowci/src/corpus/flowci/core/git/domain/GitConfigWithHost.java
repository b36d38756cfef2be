// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/git/domain/GitConfigWithHost.java
package corpus.flowci.core.git.domain;

import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import org.springframework.data.mongodb.core.mapping.Document;

@Setter
@Getter
@Document(collection = "git_config")
@NoArgsConstructor
public class GitConfigWithHost extends GitConfig {
  private String host;
}
