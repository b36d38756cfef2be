// sqshq/piggymetrics: account-service/src/main/java/com/piggymetrics/account/repository/AccountRepository.java
package corpus.piggymetrics.account.repository;

import corpus.piggymetrics.account.domain.Account;
import org.springframework.data.repository.CrudRepository;
import org.springframework.stereotype.Repository;

@Repository
public interface AccountRepository extends CrudRepository<Account, String> {

	Account findByName(String name);

}
