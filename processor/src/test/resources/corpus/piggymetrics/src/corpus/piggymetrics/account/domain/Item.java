// sqshq/piggymetrics: account-service/src/main/java/com/piggymetrics/account/domain/Item.java
package corpus.piggymetrics.account.domain;

import jakarta.validation.constraints.NotNull;
import java.math.BigDecimal;

public class Item {
  @NotNull
  private String title;
  @NotNull
  private BigDecimal amount;
  @NotNull
  private Currency currency;
  @NotNull
  private TimePeriod period;
  @NotNull
  private String icon;
}
