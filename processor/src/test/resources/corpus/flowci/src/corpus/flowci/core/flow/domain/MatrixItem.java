// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/flow/domain/MatrixItem.java
package corpus.flowci.core.flow.domain;

import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import lombok.experimental.Accessors;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.CompoundIndexes;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Accessors(chain = true)
@EqualsAndHashCode(of = "id")
@Document(collection = "flow_matrix")
@CompoundIndexes(@CompoundIndex(name = "index_flow_day_type", def = "{'flowId' : 1, 'day': -1, 'type': 1}"))
public class MatrixItem {
  public static final int ZERO_DAY = 0;
  @Id
  private String id;
  private String flowId;
  private int day;
  private String type;
  private int numOfToday;
  private int numOfTotal;
  private MatrixCounter counter;
  private MatrixCounter total;
}
