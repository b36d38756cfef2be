// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/auth/dao/UserAuthDao.java
package corpus.flowci.core.auth.dao;

import corpus.flowci.core.auth.domain.UserAuth;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

import java.util.Optional;

@Repository
public interface UserAuthDao extends CustomUserAuthDao, MongoRepository<UserAuth, String> {

    Optional<UserAuth> findByEmail(String email);

    Optional<UserAuth> findByToken(String token);

    void deleteByEmail(String email);
}
