// sqshq/piggymetrics: statistics-service/src/main/java/com/piggymetrics/statistics/domain/timeseries/DataPoint.java
package corpus.piggymetricsstatistics.statistics.domain.timeseries;

import corpus.piggymetricsstatistics.statistics.domain.Currency;
import java.math.BigDecimal;
import java.util.Map;
import java.util.Set;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "datapoints")
public class DataPoint {
  @Id
  private DataPointId id;
  private Set<ItemMetric> incomes;
  private Set<ItemMetric> expenses;
  private Map<StatisticMetric, BigDecimal> statistics;
  private Map<Currency, BigDecimal> rates;
}
