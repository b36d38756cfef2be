// FlowCI/flow-core-x: common/src/main/java/com/flowci/common/domain/Version.java
package corpus.flowci.common.domain;

import lombok.AllArgsConstructor;
import lombok.Data;
import lombok.NoArgsConstructor;

@Data
@NoArgsConstructor
@AllArgsConstructor(staticName = "of")
public class Version {
  private static final String Dot = ".";
  private static final String DotPattern = "\\.";
  private Integer main;
  private Integer sub;
  private Integer update;
  private Integer build;

  public static class Serializer {
  }

  public static class Deserializer {
  }
}
