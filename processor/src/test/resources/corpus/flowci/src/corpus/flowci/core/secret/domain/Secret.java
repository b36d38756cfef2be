// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/secret/domain/Secret.java
package corpus.flowci.core.secret.domain;

import corpus.flowci.core.common.domain.Mongoable;
import corpus.flowci.store.Pathable;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Transient;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@EqualsAndHashCode(callSuper = true)
@Document(collection = "secret")
public class Secret extends Mongoable {
  @Indexed(name = "index_secret_name", unique = true)
  private String name;
  private Category category;
  @Transient
  public Pathable[] getPath() { return null; }

  public enum Category {
    AUTH, SSH_RSA, TOKEN, ANDROID_SIGN, KUBE_CONFIG;
  }
}
