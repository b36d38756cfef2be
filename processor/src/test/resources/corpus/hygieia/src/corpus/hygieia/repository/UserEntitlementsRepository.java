// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/UserEntitlementsRepository.java
package corpus.hygieia.repository;

import corpus.hygieia.model.AuthType;
import corpus.hygieia.model.UserEntitlements;
import org.bson.types.ObjectId;
import org.springframework.data.repository.CrudRepository;

public interface UserEntitlementsRepository extends CrudRepository<UserEntitlements, ObjectId> {

    public UserEntitlements findTopByAuthTypeAndUsername(AuthType authType, String username);

    public UserEntitlements findTopByAuthTypeAndEntitlementTypeAndUsername(AuthType authType, String entitlementType, String username);

}
