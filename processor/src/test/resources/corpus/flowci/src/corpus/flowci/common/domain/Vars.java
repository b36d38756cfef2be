// FlowCI/flow-core-x: common/src/main/java/com/flowci/common/domain/Vars.java
package corpus.flowci.common.domain;

import java.io.Serializable;
import java.util.LinkedHashMap;

public abstract class Vars<V> extends LinkedHashMap<String, V> implements Serializable {
  public static final String JSON_TYPE_FIELD = "_TYPE_";
  public static final String JSON_STRING_TYPE = "_string_";
  public static final String JSON_TYPED_TYPE = "_typed_";

  public interface Mixin {
  }
}
