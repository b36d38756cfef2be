// sqshq/piggymetrics: statistics-service/src/main/java/com/piggymetrics/statistics/domain/Account.java
package corpus.piggymetricsstatistics.statistics.domain;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "accounts")
public class Account {
  @Valid
  @NotNull
  private List<Item> incomes;
  @Valid
  @NotNull
  private List<Item> expenses;
  @Valid
  @NotNull
  private Saving saving;
}
