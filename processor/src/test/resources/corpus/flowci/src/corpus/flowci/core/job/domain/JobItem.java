// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/job/domain/JobItem.java
package corpus.flowci.core.job.domain;

import corpus.flowci.core.job.domain.Job.Status;
import corpus.flowci.core.job.domain.Job.Trigger;
import java.util.Date;
import java.util.HashMap;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document(collection = "job")
public class JobItem extends JobDesc {
  private Trigger trigger;
  private Status status;
  private Context context;
  private Date createdAt;
  private Date startAt;
  private Date finishAt;
  private int numOfArtifact;

  @Getter
  @Setter
  public static class Context extends HashMap<String, String> {
    private org.bson.Document source;
  }

  public static class ContextReader {
  }
}
