// sqshq/piggymetrics: statistics-service/src/main/java/com/piggymetrics/statistics/domain/timeseries/ItemMetric.java
package corpus.piggymetricsstatistics.statistics.domain.timeseries;

import java.math.BigDecimal;

public class ItemMetric {
  private String title;
  private BigDecimal amount;
}
