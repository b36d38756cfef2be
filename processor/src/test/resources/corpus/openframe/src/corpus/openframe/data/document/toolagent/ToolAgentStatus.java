// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/toolagent/ToolAgentStatus.java
package corpus.openframe.data.document.toolagent;


public enum ToolAgentStatus {
  ENABLED, DISABLED;
}
