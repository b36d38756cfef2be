// sqshq/piggymetrics: auth-service/src/main/java/com/piggymetrics/auth/repository/UserRepository.java
package corpus.piggymetrics.auth.repository;

import corpus.piggymetrics.auth.domain.User;
import org.springframework.data.repository.CrudRepository;
import org.springframework.stereotype.Repository;

@Repository
public interface UserRepository extends CrudRepository<User, String> {

}
