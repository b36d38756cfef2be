// tddiaz/spring-sandbox: reactive-web-mongo/src/main/java/com/github/tddiaz/reactivewebmongo/repository/CategoryMongoRepository.java
package corpus.springsandbox.tddiaz.reactivewebmongo.repository;

import corpus.springsandbox.tddiaz.reactivewebmongo.domain.Category;
import org.springframework.data.mongodb.repository.ReactiveMongoRepository;

public interface CategoryMongoRepository extends ReactiveMongoRepository<Category, String> {
}
