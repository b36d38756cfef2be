// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/tag/TagEntityType.java
package corpus.openframe.data.document.tag;


public enum TagEntityType {
  DEVICE, TICKET, KNOWLEDGE_ARTICLE, SCRIPT;
}
