// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/toolagent/ToolAgentAssetSource.java
package corpus.openframe.data.document.toolagent;


public enum ToolAgentAssetSource {
  ARTIFACTORY, TOOL_API, GITHUB;
}
