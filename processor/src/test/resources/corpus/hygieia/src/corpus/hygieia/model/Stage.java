// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Stage.java
package corpus.hygieia.model;

import java.util.Set;

public class Stage {
  private Set<PipelineCommit> commits;
}
