// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/ticket/filter/TicketQueryFilter.java
package corpus.openframe.data.document.ticket.filter;

import corpus.openframe.data.document.ticket.TicketStatus;
import corpus.openframe.data.document.ticket.TicketStatusKind;
import corpus.openframe.data.document.ticket.TicketCreationSource;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;

import java.time.Instant;
import java.util.List;

/**
 * Filter object for ticket queries.
 * Follows the same pattern as MachineQueryFilter.
 */
@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
public class TicketQueryFilter {
    // TODO(lifecycle-rollout): drop legacy `statuses` field after rollout
    // ===== Legacy (lifecycle feature flag OFF) =====
    private List<TicketStatus> statuses;

    // ===== Lifecycle feature (lifecycle feature flag ON) =====
    private List<String> statusIds;
    private List<TicketStatusKind> statusKinds;

    // ===== Shared =====
    private List<String> organizationIds;
    private List<String> assigneeIds;
    private List<String> tagIds;
    private List<String> deviceIds;
    private List<TicketCreationSource> creationSources;
    private Instant createdAtFrom;
    private Instant createdAtTo;
}
