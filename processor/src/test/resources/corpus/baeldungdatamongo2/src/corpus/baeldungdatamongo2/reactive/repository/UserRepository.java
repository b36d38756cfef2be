// eugenp/tutorials: persistence-modules/spring-data-mongodb-2/src/main/java/com/baeldung/reactive/repository/UserRepository.java
package corpus.baeldungdatamongo2.reactive.repository;

import org.springframework.data.mongodb.repository.ReactiveMongoRepository;

import corpus.baeldungdatamongo2.model.User;


public interface UserRepository extends ReactiveMongoRepository<User, String> {
}
