// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/git/domain/GitConfig.java
package corpus.flowci.core.git.domain;

import corpus.flowci.core.common.domain.GitSource;
import corpus.flowci.core.common.domain.Mongoable;
import corpus.flowci.core.secret.domain.Secret;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import org.springframework.data.annotation.Transient;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@NoArgsConstructor
@Document(collection = "git_config")
public class GitConfig extends Mongoable {
  @Indexed(unique = true)
  private GitSource source;
  private String secret;
  @Transient
  private Secret secretObj;
}
