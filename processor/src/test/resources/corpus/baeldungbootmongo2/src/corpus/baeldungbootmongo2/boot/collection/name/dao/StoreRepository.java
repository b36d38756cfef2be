// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb-2/src/main/java/com/baeldung/boot/collection/name/dao/StoreRepository.java
package corpus.baeldungbootmongo2.boot.collection.name.dao;

import org.springframework.data.mongodb.repository.MongoRepository;

import corpus.baeldungbootmongo2.boot.collection.name.data.Store;

public interface StoreRepository extends MongoRepository<Store, String> {

}
