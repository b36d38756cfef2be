// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/ticket/TempAttachmentRepository.java
package corpus.openframe.data.repository.ticket;

import corpus.openframe.data.document.ticket.TempAttachment;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

import java.time.Instant;
import java.util.List;

@Repository
public interface TempAttachmentRepository extends MongoRepository<TempAttachment, String> {

    List<TempAttachment> findByIdIn(List<String> ids);

    List<TempAttachment> findByUploadedBy(String uploadedBy);

    List<TempAttachment> findByCreatedAtBefore(Instant cutoffTime);
}
