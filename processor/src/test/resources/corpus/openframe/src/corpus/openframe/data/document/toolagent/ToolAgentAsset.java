// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/toolagent/ToolAgentAsset.java
package corpus.openframe.data.document.toolagent;

import corpus.openframe.data.document.clientconfiguration.DownloadConfiguration;
import java.util.List;
import lombok.Getter;
import lombok.Setter;

@Getter
@Setter
public class ToolAgentAsset {
  private String id;
  private String version;
  private List<DownloadConfiguration> downloadConfigurations;
  private ToolAgentAssetSource source;
  private List<LocalFilenameConfiguration> localFilenameConfiguration;
  private String path;
  private boolean executable;
}
