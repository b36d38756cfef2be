// eugenp/tutorials: persistence-modules/spring-data-mongodb-2/src/main/java/com/baeldung/repository/UserRepository.java
package corpus.baeldungdatamongo2.repository;

import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.data.querydsl.QuerydslPredicateExecutor;

import corpus.baeldungdatamongo2.model.User;

public interface UserRepository extends MongoRepository<User, String>, QuerydslPredicateExecutor<User> {
}
