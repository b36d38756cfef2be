// FlowCI/flow-core-x: common/src/main/java/com/flowci/common/domain/SimpleSecret.java
package corpus.flowci.common.domain;


public interface SimpleSecret {
}
