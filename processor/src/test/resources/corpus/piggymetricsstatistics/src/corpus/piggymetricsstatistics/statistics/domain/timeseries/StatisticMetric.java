// sqshq/piggymetrics: statistics-service/src/main/java/com/piggymetrics/statistics/domain/timeseries/StatisticMetric.java
package corpus.piggymetricsstatistics.statistics.domain.timeseries;


public enum StatisticMetric {
  INCOMES_AMOUNT, EXPENSES_AMOUNT, SAVING_AMOUNT;
}
