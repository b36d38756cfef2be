// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/PipelineCommit.java
package corpus.hygieia.model;


public class PipelineCommit extends SCM {
  private long timestamp;
}
