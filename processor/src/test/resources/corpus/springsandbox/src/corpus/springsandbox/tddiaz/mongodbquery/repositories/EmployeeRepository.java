// tddiaz/spring-sandbox: mongodb-query/src/main/java/com/github/tddiaz/mongodbquery/repositories/EmployeeRepository.java
package corpus.springsandbox.tddiaz.mongodbquery.repositories;

import corpus.springsandbox.tddiaz.mongodbquery.domain.Employee;
import corpus.springsandbox.tddiaz.mongodbquery.domain.EmployeeEntity;
import org.springframework.data.mongodb.repository.MongoRepository;

public interface EmployeeRepository extends MongoRepository<EmployeeEntity, String> {
}
