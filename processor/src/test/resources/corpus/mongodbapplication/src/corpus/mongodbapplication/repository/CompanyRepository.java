// YakupBaykara/MongodbApplication: src/main/java/com/yb/mongodb/repository/CompanyRepository.java
package corpus.mongodbapplication.repository;

import corpus.mongodbapplication.model.Company;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

@Repository
public interface CompanyRepository extends MongoRepository<Company, String> {
}
