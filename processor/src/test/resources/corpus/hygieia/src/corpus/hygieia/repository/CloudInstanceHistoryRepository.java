// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/CloudInstanceHistoryRepository.java
package corpus.hygieia.repository;

import corpus.hygieia.model.CloudInstanceHistory;
import org.bson.types.ObjectId;
import org.springframework.data.repository.CrudRepository;

import java.util.Collection;

public interface CloudInstanceHistoryRepository extends
        CrudRepository<CloudInstanceHistory, ObjectId> {

    Collection<CloudInstanceHistory> findByAccountNumber(String accountNumber);

}
