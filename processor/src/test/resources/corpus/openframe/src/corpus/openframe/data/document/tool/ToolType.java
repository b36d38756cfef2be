// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/tool/ToolType.java
package corpus.openframe.data.document.tool;


public enum ToolType {
  MESHCENTRAL, FLEET_MDM, OPENFRAME_RMM;
}
