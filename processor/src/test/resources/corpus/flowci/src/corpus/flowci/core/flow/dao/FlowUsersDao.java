// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/flow/dao/FlowUsersDao.java
package corpus.flowci.core.flow.dao;

import corpus.flowci.core.flow.domain.FlowUsers;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

@Repository
public interface FlowUsersDao extends MongoRepository<FlowUsers, String>, CustomizedFlowUserDao {
}
