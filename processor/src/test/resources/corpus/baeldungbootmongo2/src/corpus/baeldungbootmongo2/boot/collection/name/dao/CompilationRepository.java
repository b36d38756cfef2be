// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb-2/src/main/java/com/baeldung/boot/collection/name/dao/CompilationRepository.java
package corpus.baeldungbootmongo2.boot.collection.name.dao;

import org.springframework.data.mongodb.repository.MongoRepository;

import corpus.baeldungbootmongo2.boot.collection.name.data.Compilation;

public interface CompilationRepository extends MongoRepository<Compilation, String> {

}
