// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/RepositoryPackage.java
package corpus.hygieia.repository;

/**
 * Marker interface for repository scanning
 */
public interface RepositoryPackage {
}
