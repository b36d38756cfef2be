// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/tool/IntegratedToolRepository.java
package corpus.openframe.data.repository.tool;

import corpus.openframe.data.document.tool.IntegratedTool;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

import java.util.Optional;

@Repository
public interface IntegratedToolRepository extends MongoRepository<IntegratedTool, String>, BaseIntegratedToolRepository<Optional<IntegratedTool>, Boolean, String>, CustomIntegratedToolRepository {
    @Override
    Optional<IntegratedTool> findByType(String type);

    @Override
    Optional<IntegratedTool> findByKey(String key);
} 