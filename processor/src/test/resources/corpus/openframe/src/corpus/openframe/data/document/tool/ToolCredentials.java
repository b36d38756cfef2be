// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/tool/ToolCredentials.java
package corpus.openframe.data.document.tool;

import lombok.Data;

@Data
public class ToolCredentials {
  private String username;
  private String password;
  private ToolApiKey apiKey;
}
