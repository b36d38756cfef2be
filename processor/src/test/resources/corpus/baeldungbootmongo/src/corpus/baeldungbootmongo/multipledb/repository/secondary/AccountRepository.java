// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb/src/main/java/com/baeldung/multipledb/repository/secondary/AccountRepository.java
package corpus.baeldungbootmongo.multipledb.repository.secondary;

import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

import corpus.baeldungbootmongo.multipledb.model.Account;

@Repository
public interface AccountRepository extends MongoRepository<Account, String> {

    Account findByAccountDomain(String account);
}