// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/RepositoryDigest.java
package corpus.hygieia.model;


public class RepositoryDigest {
  private String digest;
  private String repository;
  private String registry;
}
