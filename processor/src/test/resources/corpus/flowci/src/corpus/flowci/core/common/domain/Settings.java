// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/common/domain/Settings.java
package corpus.flowci.core.common.domain;

import lombok.Getter;
import lombok.Setter;
import org.springframework.data.mongodb.core.mapping.Document;

@Document
@Getter
@Setter
public class Settings extends Mongoable {
  public static final String DefaultId = "system_settings";
  private String uniqueId;
  private String serverUrl;
  private String webUrl;
  private String source;

  public static class Action {
    public static final String GET = "get_sys_settings";
    public static final String UPDATE = "update_sys_settings";
  }
}
