// FlowCI/flow-core-x: common/src/main/java/com/flowci/common/domain/Common.java
package corpus.flowci.common.domain;


public abstract class Common {

  public enum OS {
    LINUX, MAC, WIN, UNKNOWN;
  }
}
