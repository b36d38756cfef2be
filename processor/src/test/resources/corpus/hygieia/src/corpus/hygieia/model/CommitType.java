// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/CommitType.java
package corpus.hygieia.model;


public enum CommitType {
  NotBuilt, Merge, New;
}
