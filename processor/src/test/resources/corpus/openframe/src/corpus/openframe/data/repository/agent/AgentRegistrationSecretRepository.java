// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/agent/AgentRegistrationSecretRepository.java
package corpus.openframe.data.repository.agent;

import corpus.openframe.data.document.agent.AgentRegistrationSecret;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.data.mongodb.repository.Query;
import org.springframework.stereotype.Repository;

import java.util.Optional;

@Repository
public interface AgentRegistrationSecretRepository extends MongoRepository<AgentRegistrationSecret, String> {

    Optional<AgentRegistrationSecret> findByActiveTrue();

    @Query(value = "{}", exists = true)
    boolean existsAny();

}