// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/clientconfiguration/DownloadConfiguration.java
package corpus.openframe.data.document.clientconfiguration;

import lombok.Data;

@Data
public class DownloadConfiguration {
  private String os;
  private String linkTemplate;
  private String fileName;
  private String targetFileName;
  private InstallationType installationType;
  private String bundleId;
  private String serviceName;
}
