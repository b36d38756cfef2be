// tddiaz/spring-sandbox: mongodb-query/src/main/java/com/github/tddiaz/mongodbquery/repositories/DepartmentRepository.java
package corpus.springsandbox.tddiaz.mongodbquery.repositories;

import corpus.springsandbox.tddiaz.mongodbquery.domain.Department;
import corpus.springsandbox.tddiaz.mongodbquery.domain.DepartmentEntity;
import org.springframework.data.mongodb.repository.MongoRepository;

public interface DepartmentRepository extends MongoRepository<DepartmentEntity, String> {
}
