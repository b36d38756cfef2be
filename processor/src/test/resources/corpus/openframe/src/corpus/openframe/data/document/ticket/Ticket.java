// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/ticket/Ticket.java
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
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
@Document(collection = "tickets")
@CompoundIndexes({@CompoundIndex(name = "tenant_ticketNumber_idx", def = "{'tenantId':1,'ticketNumber':1}", unique = true), @CompoundIndex(name = "status_order", def = "{'status': 1, 'order': 1}"), @CompoundIndex(name = "status_kind", def = "{'statusKind': 1}"), @CompoundIndex(name = "status_id_order", def = "{'statusId': 1, 'order': 1}")})
public class Ticket implements TenantScoped {
  @Id
  private String id;
  private String tenantId;
  private Integer ticketNumber;
  private String title;
  private String description;
  private TicketStatus status;
  private String statusId;
  private TicketStatusKind statusKind;
  private TicketCreationSource creationSource;
  private TicketOwner owner;
  @Indexed
  private String deviceId;
  private String deviceHostname;
  @Indexed
  private String organizationId;
  private String organizationName;
  private String reporterId;
  private String reporterName;
  @Indexed
  private String assignedTo;
  private String assignedName;
  private Boolean escalatedByUser;
  private String order;
  @CreatedDate
  private Instant createdAt;
  @LastModifiedDate
  private Instant updatedAt;
  private Instant resolvedAt;
  private TicketResolver resolvedBy;
  private String resolvedById;
  private String resolvedByName;
  private Integer reopenCount;
}
