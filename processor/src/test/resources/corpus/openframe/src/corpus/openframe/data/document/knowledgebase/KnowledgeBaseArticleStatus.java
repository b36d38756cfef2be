// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/knowledgebase/KnowledgeBaseArticleStatus.java
package corpus.openframe.data.document.knowledgebase;


public enum KnowledgeBaseArticleStatus {
  DRAFT, PUBLISHED, ARCHIVED;
}
