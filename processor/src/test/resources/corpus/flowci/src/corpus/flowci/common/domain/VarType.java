// FlowCI/flow-core-x: common/src/main/java/com/flowci/common/domain/VarType.java
package corpus.flowci.common.domain;


public enum VarType {
  STRING, INT, BOOL, HTTP_URL, GIT_URL, EMAIL, CONFIG, SECRET;
}
