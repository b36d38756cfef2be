// sqshq/piggymetrics: statistics-service/src/main/java/com/piggymetrics/statistics/domain/Currency.java
package corpus.piggymetricsstatistics.statistics.domain;


public enum Currency {
  USD, EUR, RUB;
}
