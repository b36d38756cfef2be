// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/rmm/filter/ScriptQueryFilter.java
package corpus.openframe.data.document.rmm.filter;

import corpus.openframe.data.document.rmm.OsType;
import corpus.openframe.data.document.rmm.ScriptShell;
import corpus.openframe.data.document.rmm.ScriptStatus;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;

import java.util.List;

/**
 * Data-layer filter criteria for {@code Script} queries. Mirrors the API-layer
 * {@code ScriptFilterInput} but lives here so the repository can stay
 * dependency-free of the API module. The service layer maps between the two.
 *
 * <p>Mirrors the {@code OrganizationQueryFilter} pattern.
 */
@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
public class ScriptQueryFilter {

    private List<ScriptShell> shells;
    private List<ScriptStatus> statuses;
    private List<OsType> supportedPlatforms;

    /**
     * Match scripts assigned ANY of these tag ids. The repository resolves them
     * into matching script ids via the {@code tag_assignments} collection.
     * {@code null} = no tag constraint.
     */
    private List<String> tagIds;

    /**
     * Match scripts whose {@code createdBy} (author user id) is ANY of these.
     * {@code null} = no author constraint.
     */
    private List<String> createdByIds;
}
