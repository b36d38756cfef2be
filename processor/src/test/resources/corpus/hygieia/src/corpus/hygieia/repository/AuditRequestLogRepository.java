// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/AuditRequestLogRepository.java
package corpus.hygieia.repository;

import corpus.hygieia.model.AuditRequestLog;
import org.bson.types.ObjectId;
import org.springframework.data.repository.CrudRepository;

public interface AuditRequestLogRepository extends CrudRepository<AuditRequestLog, ObjectId> {

}
