// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/common/dao/SettingsDao.java
package corpus.flowci.core.common.dao;

import corpus.flowci.core.common.domain.Settings;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

import java.util.Optional;

@Repository
public interface SettingsDao extends MongoRepository<Settings, String> {

    Optional<Settings> findByUniqueId(String uniqueId);
}
