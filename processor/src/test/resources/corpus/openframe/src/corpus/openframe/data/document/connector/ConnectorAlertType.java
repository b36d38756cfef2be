// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/connector/ConnectorAlertType.java
package corpus.openframe.data.document.connector;


public enum ConnectorAlertType {
  MAX_RETRIES_EXCEEDED, NON_RECOVERABLE_ERROR;
}
