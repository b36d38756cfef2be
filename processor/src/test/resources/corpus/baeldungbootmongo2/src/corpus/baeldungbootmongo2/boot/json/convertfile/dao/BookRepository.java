// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb-2/src/main/java/com/baeldung/boot/json/convertfile/dao/BookRepository.java
package corpus.baeldungbootmongo2.boot.json.convertfile.dao;

import org.springframework.data.mongodb.repository.MongoRepository;

import corpus.baeldungbootmongo2.boot.json.convertfile.data.Book;

public interface BookRepository extends MongoRepository<Book, String> {

}
