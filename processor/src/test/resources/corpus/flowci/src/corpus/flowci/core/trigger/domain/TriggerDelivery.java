// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/trigger/domain/TriggerDelivery.java
package corpus.flowci.core.trigger.domain;

import java.util.Date;
import java.util.List;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document(collection = "trigger_delivery")
public class TriggerDelivery {
  @Id
  private String id;
  @Indexed(unique = true)
  private String triggerId;
  private List<Item> deliveries;
  private long deliveriesTotal;

  @Getter
  @Setter
  public static class Item {
    private Status status;
    private String desc;
    private Date timestamp;

    public enum Status {
      Success, Failure;
    }
  }
}
