// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/assignment/AssignmentTargetType.java
package corpus.openframe.data.document.assignment;


public enum AssignmentTargetType {
  ORGANIZATION, DEVICE, TICKET, KNOWLEDGE_ARTICLE;
}
