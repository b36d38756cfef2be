// FlowCI/flow-core-x: store/src/main/java/com/flowci/store/Pathable.java
package corpus.flowci.store;


public interface Pathable {
}
