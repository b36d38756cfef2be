// sqshq/piggymetrics: account-service/src/main/java/com/piggymetrics/account/domain/Account.java
package corpus.piggymetrics.account.domain;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import java.util.Date;
import java.util.List;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "accounts")
public class Account {
  @Id
  private String name;
  private Date lastSeen;
  @Valid
  private List<Item> incomes;
  @Valid
  private List<Item> expenses;
  @Valid
  @NotNull
  private Saving saving;
  private String note;
}
