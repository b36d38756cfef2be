// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb-2/src/main/java/com/baeldung/boot/unique/field/dao/AssetRepository.java
package corpus.baeldungbootmongo2.boot.unique.field.dao;

import org.springframework.data.mongodb.repository.MongoRepository;

import corpus.baeldungbootmongo2.boot.unique.field.data.Asset;

public interface AssetRepository extends MongoRepository<Asset, String> {
}
