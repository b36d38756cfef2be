// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/organization/OrganizationRepository.java
package corpus.openframe.data.repository.organization;

import corpus.openframe.data.document.organization.Organization;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Repository for Organization document operations.
 * Provides standard CRUD operations and custom queries for organizations.
 */
@Repository
public interface OrganizationRepository extends MongoRepository<Organization, String>, CustomOrganizationRepository {

    /**
     * Find organization by organizationId
     * @param organizationId unique organization identifier
     * @return Optional containing the organization if found
     */
    Optional<Organization> findByOrganizationId(String organizationId);

    /**
     * Find organization by name
     * @param name organization name
     * @return Optional containing the organization if found
     */
    Optional<Organization> findByName(String name);

    /**
     * Find the default organization (where isDefault = true)
     * @return Optional containing the default organization if found
     */
    Optional<Organization> findByIsDefaultTrue();

    /**
     * Find organizations by organizationIds (for batch loading)
     * @param organizationIds collection of organization identifiers (can be Set or List)
     * @return list of organizations
     */
    List<Organization> findByOrganizationIdIn(Set<String> organizationIds);
}

