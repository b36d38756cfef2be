// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb-2/src/main/java/com/baeldung/boot/unique/field/dao/CustomerRepository.java
package corpus.baeldungbootmongo2.boot.unique.field.dao;

import java.util.Optional;

import org.springframework.data.mongodb.repository.MongoRepository;

import corpus.baeldungbootmongo2.boot.unique.field.data.Customer;

public interface CustomerRepository extends MongoRepository<Customer, String> {
    Optional<Customer> findByStoreIdAndNumber(Long storeId, Long number);
}
