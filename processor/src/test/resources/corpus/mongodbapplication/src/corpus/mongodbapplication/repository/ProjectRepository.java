// YakupBaykara/MongodbApplication: src/main/java/com/yb/mongodb/repository/ProjectRepository.java
package corpus.mongodbapplication.repository;

import corpus.mongodbapplication.model.Project;
import org.springframework.data.mongodb.repository.MongoRepository;

import java.util.List;

public interface ProjectRepository extends MongoRepository<Project, String> {

    List<Project> findAllByCompanyId(String companyId);
    List<Project> findAllByUsersId(String userId);
    List<Project> findAllByCompanyIdAndUsersId(final String companyId, final String userId);
}
