// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/config/domain/SmtpConfig.java
package corpus.flowci.core.config.domain;

import corpus.flowci.common.domain.SimpleAuthPair;
import lombok.Getter;
import lombok.Setter;
import lombok.experimental.Accessors;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Accessors(chain = true)
@Document(collection = "configuration")
public class SmtpConfig extends Config {
  private String server;
  private Integer port;
  private SecureType secure;
  private SimpleAuthPair auth;

  public enum SecureType {
    NONE, SSL, TLS;
  }
}
