// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/rmm/ExecutionSource.java
package corpus.openframe.data.document.rmm;


public enum ExecutionSource {
  MANUAL, SCHEDULED, AI_ASSISTANT;
}
