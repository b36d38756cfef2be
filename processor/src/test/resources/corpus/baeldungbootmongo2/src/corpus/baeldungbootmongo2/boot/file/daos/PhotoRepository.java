// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb-2/src/main/java/com/baeldung/boot/file/daos/PhotoRepository.java
package corpus.baeldungbootmongo2.boot.file.daos;

import org.springframework.data.mongodb.repository.MongoRepository;

import corpus.baeldungbootmongo2.boot.file.models.Photo;

public interface PhotoRepository extends MongoRepository<Photo, String> {

}
