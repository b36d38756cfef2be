// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/user/CustomUserRepository.java
package corpus.openframe.data.repository.user;

import corpus.openframe.data.document.user.User;
import corpus.openframe.data.document.user.filter.UserQueryFilter;

import java.util.List;

public interface CustomUserRepository {

    List<User> findUsersBySearch(UserQueryFilter filter, int limit);
}
