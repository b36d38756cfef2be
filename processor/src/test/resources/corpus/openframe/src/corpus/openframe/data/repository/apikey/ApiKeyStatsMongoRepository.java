// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/apikey/ApiKeyStatsMongoRepository.java
package corpus.openframe.data.repository.apikey;

import corpus.openframe.data.document.apikey.ApiKeyStats;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

@Repository
public interface ApiKeyStatsMongoRepository extends MongoRepository<ApiKeyStats, String> {
} 