// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/RequestLogRepository.java
package corpus.hygieia.repository;

import corpus.hygieia.model.RequestLog;
import org.bson.types.ObjectId;
import org.springframework.data.repository.CrudRepository;

public interface RequestLogRepository extends CrudRepository<RequestLog, ObjectId> {
}
