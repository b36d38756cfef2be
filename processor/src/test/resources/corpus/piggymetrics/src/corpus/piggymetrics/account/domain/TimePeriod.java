// sqshq/piggymetrics: account-service/src/main/java/com/piggymetrics/account/domain/TimePeriod.java
package corpus.piggymetrics.account.domain;


public enum TimePeriod {
  YEAR, QUARTER, MONTH, DAY, HOUR;
}
