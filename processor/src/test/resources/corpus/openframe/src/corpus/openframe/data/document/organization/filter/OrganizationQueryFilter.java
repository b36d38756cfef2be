// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/organization/filter/OrganizationQueryFilter.java
package corpus.openframe.data.document.organization.filter;

import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;

import java.time.Instant;

/**
 * Filter criteria for organization queries.
 * Used to build MongoDB queries with filtering.
 */
@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
public class OrganizationQueryFilter {
    private String category;
    private Integer minEmployees;
    private Integer maxEmployees;
    private Boolean hasActiveContract;
    private String status;
    private Instant lastActivityFrom;
    private Instant lastActivityTo;
}
