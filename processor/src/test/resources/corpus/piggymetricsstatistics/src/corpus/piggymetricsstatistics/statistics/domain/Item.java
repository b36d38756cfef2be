// sqshq/piggymetrics: statistics-service/src/main/java/com/piggymetrics/statistics/domain/Item.java
package corpus.piggymetricsstatistics.statistics.domain;

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
}
