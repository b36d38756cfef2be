// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb-2/src/main/java/com/baeldung/boot/collection/name/dao/MusicTrackRepository.java
package corpus.baeldungbootmongo2.boot.collection.name.dao;

import org.springframework.data.mongodb.repository.MongoRepository;

import corpus.baeldungbootmongo2.boot.collection.name.data.MusicTrack;

public interface MusicTrackRepository extends MongoRepository<MusicTrack, String> {

}
