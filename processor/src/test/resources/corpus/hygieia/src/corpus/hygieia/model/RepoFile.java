// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/RepoFile.java
package corpus.hygieia.model;


public class RepoFile {
  private String filename;
  private String patch;
  private String sha;
  private String status;
  private int additions;
  private int deletions;
  private int changes;
  private String blob_url;
  private String raw_url;
  private String contents_url;
}
