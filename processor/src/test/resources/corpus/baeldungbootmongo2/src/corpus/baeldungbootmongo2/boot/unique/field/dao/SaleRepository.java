// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb-2/src/main/java/com/baeldung/boot/unique/field/dao/SaleRepository.java
package corpus.baeldungbootmongo2.boot.unique.field.dao;

import java.util.Optional;

import org.springframework.data.mongodb.repository.MongoRepository;

import corpus.baeldungbootmongo2.boot.unique.field.data.Sale;
import corpus.baeldungbootmongo2.boot.unique.field.data.SaleId;

public interface SaleRepository extends MongoRepository<Sale, String> {
    Optional<Sale> findBySaleId(SaleId id);
}
