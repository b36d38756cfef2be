// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/SCM.java
package corpus.hygieia.model;

import java.util.List;

public class SCM {
  protected String scmUrl;
  protected String scmBranch;
  protected String scmRevisionNumber;
  protected String scmCommitLog;
  protected String scmAuthor;
  protected String scmAuthorName;
  protected String scmAuthorType;
  protected String scmAuthorLogin;
  protected String scmAuthorLDAPDN;
  protected String scmCommitter;
  protected String scmCommitterLogin;
  protected List<String> scmParentRevisionNumbers;
  protected long scmCommitTimestamp;
  protected long numberOfChanges;
  protected CommitType type;
  protected String pullNumber;
  protected List<String> filesAdded;
  protected List<String> filesRemoved;
  protected List<String> filesModified;
  protected List<RepoFile> files;
}
