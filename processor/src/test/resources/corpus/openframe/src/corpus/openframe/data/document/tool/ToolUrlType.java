// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/tool/ToolUrlType.java
package corpus.openframe.data.document.tool;


public enum ToolUrlType {
  DASHBOARD, API, WS, NATS, DATABASE, CACHE, BROKER, COORDINATOR, CONTROLLER, SERVER, METRICS, LOGS, INTERNAL, MINION;
}
