// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/toolagent/IntegratedToolAgentRepository.java
package corpus.openframe.data.repository.toolagent;

import corpus.openframe.data.document.toolagent.IntegratedToolAgent;
import corpus.openframe.data.document.toolagent.ToolAgentStatus;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

import java.util.List;
import java.util.Optional;

@Repository
public interface IntegratedToolAgentRepository extends MongoRepository<IntegratedToolAgent, String> {

    List<IntegratedToolAgent> findByStatus(ToolAgentStatus status);

    List<IntegratedToolAgent> findByReleaseVersionTrue();

    Optional<IntegratedToolAgent> findByKey(String key);

} 