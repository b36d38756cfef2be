// eugenp/tutorials: persistence-modules/spring-data-mongodb-2/src/main/java/com/baeldung/uuid/repository/BookRepository.java
package corpus.baeldungdatamongo2.uuid.repository;

import java.util.UUID;

import org.springframework.data.mongodb.repository.MongoRepository;

import corpus.baeldungdatamongo2.uuid.model.Book;

public interface BookRepository extends MongoRepository<Book, UUID> {

}
