// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/ticket/TicketStatusDefinition.java
package corpus.openframe.data.document.ticket;

import corpus.openframe.data.document.TenantScoped;
import java.time.Instant;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.CreatedDate;
import org.springframework.data.annotation.Id;
import org.springframework.data.annotation.LastModifiedDate;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.CompoundIndexes;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
@Document(collection = "ticket_statuses")
@CompoundIndexes({@CompoundIndex(name = "tenant_kind_unique", def = "{'tenantId': 1, 'kind': 1}", unique = true, partialFilter = "{'kind': {$in: ['AI_ASSISTANCE', 'TECH_REQUIRED', 'RESOLVED', 'ARCHIVED']}}")})
public class TicketStatusDefinition implements TenantScoped {
  @Id
  private String id;
  private String tenantId;
  private TicketStatusKind kind;
  private String name;
  private String color;
  private String position;
  @CreatedDate
  private Instant createdAt;
  @LastModifiedDate
  private Instant updatedAt;
}
