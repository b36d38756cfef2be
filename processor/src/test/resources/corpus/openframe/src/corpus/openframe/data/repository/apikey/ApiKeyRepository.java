// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/apikey/ApiKeyRepository.java
package corpus.openframe.data.repository.apikey;

import corpus.openframe.data.document.apikey.ApiKey;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.data.mongodb.repository.Query;
import org.springframework.stereotype.Repository;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

@Repository
public interface ApiKeyRepository extends MongoRepository<ApiKey, String>, BaseApiKeyRepository<Optional<ApiKey>, Boolean, List<ApiKey>, String> {

    @Override
    @Query("{ '_id': ?0, 'userId': ?1 }")
    Optional<ApiKey> findByIdAndUserId(String keyId, String userId);

    @Override
    List<ApiKey> findByUserId(String userId);

    @Override
    @Query("{ 'expiresAt': { $lt: ?0 }, 'enabled': true }")
    List<ApiKey> findExpiredKeys(Instant currentTime);
} 