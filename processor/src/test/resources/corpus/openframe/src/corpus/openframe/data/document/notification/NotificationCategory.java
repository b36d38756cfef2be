// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/notification/NotificationCategory.java
package corpus.openframe.data.document.notification;


public enum NotificationCategory {
  DASHBOARD, CUSTOMERS, DEVICES, SCRIPTS, MONITORING, SOFTWARE, LOGS, TICKETS, MINGO, GENERIC;
}
