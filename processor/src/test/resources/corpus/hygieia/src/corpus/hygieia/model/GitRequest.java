// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/GitRequest.java
package corpus.hygieia.model;

import java.util.Date;
import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.format.annotation.DateTimeFormat;

@Document(collection = "gitrequests")
public class GitRequest {
  private String scmUrl;
  private String scmBranch;
  private String scmRevisionNumber;
  private String scmMergeEventRevisionNumber;
  private String scmCommitLog;
  private long scmCommitTimestamp;
  private String scmAuthor;
  private long numberOfChanges;
  @Id
  private ObjectId id;
  private String orgName;
  private String repoName;
  private String sourceRepo;
  private String sourceBranch;
  private String targetRepo;
  private String targetBranch;
  private String number;
  @Indexed
  private ObjectId collectorItemId;
  private long updatedAt;
  private long createdAt;
  private long closedAt;
  private String state;
  private long mergedAt;
  private String mergeAuthor;
  private String mergeAuthorType;
  private String mergeAuthorLDAPDN;
  private long timestamp;
  private long resolutiontime;
  private String userId;
  private String commentsUrl;
  private String reviewCommentsUrl;
  private List<Comment> comments;
  private List<Review> reviews;
  private List<CommitStatus> commitStatuses;
  private String headSha;
  private String baseSha;
  private String requestType;
  private long countFilesChanged;
  private long lineDeletions;
  private long lineAdditions;
  private List<Commit> commits;
  @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
  private Date upsertTime;
  private String clientReference;
}
