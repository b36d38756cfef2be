// tuan882612/nib_nav_s: src/main/java/api_v1/reactiveuser/Login/SessionRepository.java
package corpus.nibnav.reactiveuser.login;

import org.springframework.data.mongodb.repository.ReactiveMongoRepository;
import org.springframework.stereotype.Repository;

@Repository
public interface SessionRepository extends ReactiveMongoRepository<Session, String> {
}
