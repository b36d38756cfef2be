// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/trigger/dao/CustomizedTriggerDeliveryDao.java
package corpus.flowci.core.trigger.dao;

import corpus.flowci.core.trigger.domain.TriggerDelivery;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;

public interface CustomizedTriggerDeliveryDao {

    void addDelivery(String triggerId, TriggerDelivery.Item item, int max);

    Page<TriggerDelivery.Item> listDeliveries(String triggerId, PageRequest pageRequest);
}
