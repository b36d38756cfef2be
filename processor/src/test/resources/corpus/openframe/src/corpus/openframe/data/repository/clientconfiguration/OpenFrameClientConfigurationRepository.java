// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/clientconfiguration/OpenFrameClientConfigurationRepository.java
package corpus.openframe.data.repository.clientconfiguration;

import corpus.openframe.data.document.clientconfiguration.OpenFrameClientConfiguration;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

import java.util.Optional;

@Repository
public interface OpenFrameClientConfigurationRepository extends MongoRepository<OpenFrameClientConfiguration, String> {

    Optional<OpenFrameClientConfiguration> findFirstByOrderByCreatedAtDesc();

    Optional<OpenFrameClientConfiguration> findByTenantId(String tenantId);

}
