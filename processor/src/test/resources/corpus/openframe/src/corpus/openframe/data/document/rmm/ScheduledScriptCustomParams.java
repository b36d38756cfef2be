// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/rmm/ScheduledScriptCustomParams.java
package corpus.openframe.data.document.rmm;

import java.util.List;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
public class ScheduledScriptCustomParams {
  private String scriptId;
  private List<String> args;
  private List<ScriptEnvVar> envVars;
}
