// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/UserInfoRepository.java
package corpus.hygieia.repository;

import java.util.Collection;

import org.bson.types.ObjectId;
import org.springframework.data.repository.CrudRepository;

import corpus.hygieia.model.AuthType;
import corpus.hygieia.model.UserInfo;
import corpus.hygieia.model.UserRole;

public interface UserInfoRepository extends CrudRepository<UserInfo, ObjectId>{

	UserInfo findByUsernameAndAuthType(String username, AuthType authType);

    Collection<UserInfo> findByAuthoritiesIn(UserRole roleAdmin);

    Iterable<UserInfo> findByOrderByUsernameAsc();

    UserInfo findByUsername(String userName);

}
