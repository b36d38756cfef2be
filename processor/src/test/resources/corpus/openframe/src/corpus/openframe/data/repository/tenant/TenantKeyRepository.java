// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/tenant/TenantKeyRepository.java
package corpus.openframe.data.repository.tenant;

import corpus.openframe.data.document.tenant.TenantKey;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

import java.util.Optional;

@Repository
public interface TenantKeyRepository extends MongoRepository<TenantKey, String> {
    Optional<TenantKey> findFirstByTenantIdAndActiveTrue(String tenantId);

    long countByTenantIdAndActiveTrue(String tenantId);
}
