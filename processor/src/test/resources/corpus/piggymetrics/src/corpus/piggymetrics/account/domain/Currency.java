// sqshq/piggymetrics: account-service/src/main/java/com/piggymetrics/account/domain/Currency.java
package corpus.piggymetrics.account.domain;


public enum Currency {
  USD, EUR, RUB;
}
