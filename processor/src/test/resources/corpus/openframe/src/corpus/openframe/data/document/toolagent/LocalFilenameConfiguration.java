// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/toolagent/LocalFilenameConfiguration.java
package corpus.openframe.data.document.toolagent;

import lombok.Data;

@Data
public class LocalFilenameConfiguration {
  private String filename;
  private String os;
}
