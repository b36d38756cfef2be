// protegeproject/webprotege-backend-service: src/main/java/edu/stanford/protege/webprotege/project/RecentProjectRecord.java
package corpus.webprotege.project;

import corpus.webprotege.external.ProjectId;
import java.util.Date;

public class RecentProjectRecord {
  public static final String PROJECT_ID = "projectId";
  public static final String TIMESTAMP = "timestamp";
  private ProjectId projectId;
  private Date timestamp;
}
