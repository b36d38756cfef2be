// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/config/domain/Config.java
package corpus.flowci.core.config.domain;

import corpus.flowci.core.common.domain.Mongoable;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document(collection = "configuration")
public abstract class Config extends Mongoable {
  @Indexed(name = "index_config_name", unique = true)
  private String name;
  private Category category;

  public enum Category {
    SMTP, TEXT;
  }
}
