// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/assignment/AssignmentItemType.java
package corpus.openframe.data.document.assignment;


public enum AssignmentItemType {
  TICKET, KNOWLEDGE_ARTICLE;
}
