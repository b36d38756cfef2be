// sqshq/piggymetrics: notification-service/src/main/java/com/piggymetrics/notification/domain/Frequency.java
package corpus.piggymetrics.notification.domain;


public enum Frequency {
  WEEKLY, MONTHLY, QUARTERLY;
}
