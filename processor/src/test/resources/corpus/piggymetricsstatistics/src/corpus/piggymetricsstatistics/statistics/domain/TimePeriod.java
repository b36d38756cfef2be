// sqshq/piggymetrics: statistics-service/src/main/java/com/piggymetrics/statistics/domain/TimePeriod.java
package corpus.piggymetricsstatistics.statistics.domain;


public enum TimePeriod {
  YEAR, QUARTER, MONTH, DAY, HOUR;
}
