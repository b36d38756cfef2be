// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/FeatureFlagRepository.java
package corpus.hygieia.repository;

import corpus.hygieia.model.FeatureFlag;
import corpus.hygieia.model.ServiceAccount;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.repository.Query;
import org.springframework.data.repository.CrudRepository;

public interface FeatureFlagRepository extends CrudRepository<FeatureFlag, ObjectId> {

    @Query
    FeatureFlag findByName(String name);

}
