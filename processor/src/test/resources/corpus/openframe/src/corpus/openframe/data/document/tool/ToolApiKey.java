// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/tool/ToolApiKey.java
package corpus.openframe.data.document.tool;

import corpus.openframe.data.document.apikey.APIKeyType;
import lombok.Data;

@Data
public class ToolApiKey {
  private String key;
  private APIKeyType type;
  private String keyName;
}
