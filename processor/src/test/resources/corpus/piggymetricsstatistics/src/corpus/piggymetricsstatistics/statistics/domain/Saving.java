// sqshq/piggymetrics: statistics-service/src/main/java/com/piggymetrics/statistics/domain/Saving.java
package corpus.piggymetricsstatistics.statistics.domain;

import jakarta.validation.constraints.NotNull;
import java.math.BigDecimal;

public class Saving {
  @NotNull
  private BigDecimal amount;
  @NotNull
  private Currency currency;
  @NotNull
  private BigDecimal interest;
  @NotNull
  private Boolean deposit;
  @NotNull
  private Boolean capitalization;
}
