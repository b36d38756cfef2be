// sqshq/piggymetrics: notification-service/src/main/java/com/piggymetrics/notification/domain/NotificationType.java
package corpus.piggymetrics.notification.domain;


public enum NotificationType {
  BACKUP, REMIND;
}
