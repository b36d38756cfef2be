// tuan882612/nib_nav_s: src/main/java/api_v1/reactiveuser/Feedback/FeedbackRepository.java
package corpus.nibnav.reactiveuser.feedback;

import org.springframework.data.mongodb.repository.ReactiveMongoRepository;
import org.springframework.stereotype.Repository;

@Repository
public interface FeedbackRepository extends ReactiveMongoRepository<Feedback, String> {
}
