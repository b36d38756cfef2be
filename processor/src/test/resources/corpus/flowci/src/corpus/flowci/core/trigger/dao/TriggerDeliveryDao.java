// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/trigger/dao/TriggerDeliveryDao.java
package corpus.flowci.core.trigger.dao;

import corpus.flowci.core.trigger.domain.TriggerDelivery;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

@Repository
public interface TriggerDeliveryDao extends MongoRepository<TriggerDelivery, String>, CustomizedTriggerDeliveryDao {

}
