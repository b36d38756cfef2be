// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/RepoBranch.java
package corpus.hygieia.model;


public class RepoBranch {
  private String url;
  private String branch;
  private RepoType type;
  private static final String GIT_EXTN = ".git";
  private static final String GIT_SCHEME = "git@";
  private static final String DEFAULT_SCHEME = "https://";
  private static final String GIT_SEPERATOR = ":";
  private static final String DEFAULT_SEPERATOR = "/";

  public enum RepoType {
    SVN, GIT, Unknown;
  }
}
