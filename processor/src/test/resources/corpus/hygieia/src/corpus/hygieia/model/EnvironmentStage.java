// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/EnvironmentStage.java
package corpus.hygieia.model;


public class EnvironmentStage extends Stage {
  private BinaryArtifact lastArtifact;
}
