// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/tool/ConnectionStatus.java
package corpus.openframe.data.document.tool;


public enum ConnectionStatus {
  CONNECTED, DISCONNECTED, ERROR;
}
