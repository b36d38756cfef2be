// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/organization/CustomOrganizationRepository.java
package corpus.openframe.data.repository.organization;

import corpus.openframe.data.document.organization.Organization;
import corpus.openframe.data.document.organization.filter.OrganizationQueryFilter;
import org.springframework.data.mongodb.core.query.Query;

import java.util.List;

public interface CustomOrganizationRepository {

    Query buildOrganizationQuery(OrganizationQueryFilter filter, String search);

    List<Organization> findOrganizationsWithFilters(OrganizationQueryFilter filter, String search);

    List<Organization> findOrganizationsWithCursor(Query query, String cursor, int limit,
                                                   String sortField, String sortDirection);

    /**
     * Count all documents matching the given query, ignoring pagination. The
     * query must be the base filter/search query, before any cursor keyset or
     * limit has been applied.
     */
    long countOrganizations(Query query);

    boolean isSortableField(String field);
    
    String getDefaultSortField();
}
