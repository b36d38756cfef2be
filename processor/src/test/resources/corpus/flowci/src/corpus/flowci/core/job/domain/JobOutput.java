// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/job/domain/JobOutput.java
package corpus.flowci.core.job.domain;

import corpus.flowci.core.common.domain.Mongoable;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.mongodb.core.index.Indexed;

@Getter
@Setter
public abstract class JobOutput extends Mongoable {
  @Indexed(name = "index_job_report_jobid")
  private String jobId;
  protected String path;
  protected String fileName;
  protected boolean zipped;
  protected String contentType;
  protected Long contentSize;

  public abstract static class ContentType {
    public static final String ZIP = "zip";
    public static final String GZIP = "gzip";
    public static final String JSON = "json";
    public static final String XML = "xml";
    public static final String HTML = "html";
  }
}
