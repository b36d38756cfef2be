// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/ticket/TicketOwner.java
package corpus.openframe.data.document.ticket;

import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.mongodb.core.mapping.Field;

@Data
@NoArgsConstructor
public abstract class TicketOwner {
  @Field("ticketOwnerType")
  protected TicketOwnerType type;
}
