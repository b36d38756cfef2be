// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/ChangeOrderRepository.java
package corpus.hygieia.repository;

import corpus.hygieia.model.ChangeOrder;
import org.bson.types.ObjectId;
import org.springframework.data.repository.CrudRepository;

/**
 * Repository for {@link ChangeOrder} data.
 */
public interface ChangeOrderRepository extends CrudRepository<ChangeOrder, ObjectId> {
    ChangeOrder findByChangeID(String changeItem);
}
