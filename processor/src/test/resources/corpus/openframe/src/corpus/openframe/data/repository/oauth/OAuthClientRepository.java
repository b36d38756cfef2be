// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/oauth/OAuthClientRepository.java
package corpus.openframe.data.repository.oauth;

import corpus.openframe.data.document.oauth.OAuthClient;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

import java.util.Optional;

@Repository
public interface OAuthClientRepository extends MongoRepository<OAuthClient, String> {
    Optional<OAuthClient> findByClientId(String clientId);

    Optional<OAuthClient> findByMachineId(String machineId);

    boolean existsByMachineId(String machineId);
} 