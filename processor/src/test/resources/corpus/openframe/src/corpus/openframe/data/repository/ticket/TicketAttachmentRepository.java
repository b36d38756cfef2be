// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/ticket/TicketAttachmentRepository.java
package corpus.openframe.data.repository.ticket;

import corpus.openframe.data.document.ticket.TicketAttachment;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

import java.util.List;

@Repository
public interface TicketAttachmentRepository extends MongoRepository<TicketAttachment, String> {

    List<TicketAttachment> findByTicketId(String ticketId);

    List<TicketAttachment> findByTicketIdIn(List<String> ticketIds);

    void deleteByTicketId(String ticketId);
}
