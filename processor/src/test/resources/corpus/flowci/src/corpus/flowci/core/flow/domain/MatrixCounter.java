// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/flow/domain/MatrixCounter.java
package corpus.flowci.core.flow.domain;

import java.util.HashMap;

public class MatrixCounter extends HashMap<String, Float> {
}
