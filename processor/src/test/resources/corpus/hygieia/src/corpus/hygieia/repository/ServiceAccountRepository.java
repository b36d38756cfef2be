// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/ServiceAccountRepository.java
package corpus.hygieia.repository;

import corpus.hygieia.model.ServiceAccount;
import org.bson.types.ObjectId;
import org.springframework.data.repository.CrudRepository;

public interface ServiceAccountRepository extends CrudRepository<ServiceAccount, ObjectId> {

}
