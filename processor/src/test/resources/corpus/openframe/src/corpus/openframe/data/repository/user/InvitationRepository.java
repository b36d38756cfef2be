// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/user/InvitationRepository.java
package corpus.openframe.data.repository.user;

import corpus.openframe.data.document.user.Invitation;
import corpus.openframe.data.document.user.InvitationStatus;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

import java.util.Collection;
import java.util.Optional;

@Repository
public interface InvitationRepository extends MongoRepository<Invitation, String> {
    Optional<Invitation> findByEmailAndStatus(String email, String status);

    Page<Invitation> findByStatusNotIn(Collection<InvitationStatus> statuses, Pageable pageable);
}