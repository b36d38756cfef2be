// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/common/domain/Mongoable.java
package corpus.flowci.core.common.domain;

import java.io.Serializable;
import java.util.Date;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import lombok.ToString;
import org.springframework.data.annotation.*;

@EqualsAndHashCode(of = {"id"})
@ToString(of = {"id"})
@Getter
@Setter
public abstract class Mongoable implements Serializable {
  @Id
  protected String id;
  @CreatedDate
  protected Date createdAt;
  @CreatedBy
  protected String createdBy;
  @LastModifiedDate
  protected Date updatedAt;
  @LastModifiedBy
  protected String updatedBy;
}
