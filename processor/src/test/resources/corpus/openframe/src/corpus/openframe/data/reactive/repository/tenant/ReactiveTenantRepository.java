// flamingo-stack/openframe-oss-lib: openframe-data-mongo-reactive/src/main/java/com/openframe/data/reactive/repository/tenant/ReactiveTenantRepository.java
package corpus.openframe.data.reactive.repository.tenant;

import corpus.openframe.data.document.tenant.Tenant;
import corpus.openframe.data.repository.tenant.BaseTenantRepository;
import org.springframework.data.mongodb.repository.ReactiveMongoRepository;
import org.springframework.stereotype.Repository;
import reactor.core.publisher.Mono;

@Repository
public interface ReactiveTenantRepository extends ReactiveMongoRepository<Tenant, String>, BaseTenantRepository<Mono<Tenant>, Mono<Boolean>, String> {

    @Override
    Mono<Tenant> findByDomain(String domain);

    @Override
    Mono<Boolean> existsByDomain(String domain);
}