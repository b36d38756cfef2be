// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/ConfigHistOperationType.java
package corpus.hygieia.model;


public enum ConfigHistOperationType {
  CREATED, CHANGED, RENAMED, DELETED;
}
