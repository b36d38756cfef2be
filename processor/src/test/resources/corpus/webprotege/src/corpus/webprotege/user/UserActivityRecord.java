// protegeproject/webprotege-backend-service: src/main/java/edu/stanford/protege/webprotege/user/UserActivityRecord.java
package corpus.webprotege.user;

import corpus.webprotege.external.UserId;
import corpus.webprotege.project.RecentProjectRecord;
import java.util.Date;
import java.util.List;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "UserActivity")
public class UserActivityRecord {
  public static final String USER_ID = "userId";
  public static final String LAST_LOGIN = "lastLogin";
  public static final String LAST_LOGOUT = "lastLogout";
  public static final long UNKNOWN = 0;
  @Id
  private UserId userId;
  private Date lastLogin;
  private Date lastLogout;
  private List<RecentProjectRecord> recentProjects;
}
