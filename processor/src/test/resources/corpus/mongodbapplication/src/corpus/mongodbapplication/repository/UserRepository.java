// YakupBaykara/MongodbApplication: src/main/java/com/yb/mongodb/repository/UserRepository.java
package corpus.mongodbapplication.repository;

import corpus.mongodbapplication.model.User;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

import java.util.List;
import java.util.Optional;

@Repository
public interface UserRepository extends MongoRepository<User, String> {

    Optional<List<User>> findByCompanyId(String companyId);
    Optional<Integer> countByCompanyId(String companyId);
    Optional<List<User>> findByProjectsId(String projectId);
    Optional<Integer> countByProjectsId(String projectId);
}
