// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/assignment/ItemAssignmentRepository.java
package corpus.openframe.data.repository.assignment;

import corpus.openframe.data.document.assignment.AssignmentTargetType;
import corpus.openframe.data.document.assignment.ItemAssignment;
import corpus.openframe.data.repository.TenantAwareRepository;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

@Repository
@TenantAwareRepository
public interface ItemAssignmentRepository extends MongoRepository<ItemAssignment, String>, CustomItemAssignmentRepository {

    void deleteByItemIdAndTargetTypeAndTargetId(String itemId, AssignmentTargetType targetType, String targetId);

    void deleteByItemIdAndTargetType(String itemId, AssignmentTargetType targetType);
}
