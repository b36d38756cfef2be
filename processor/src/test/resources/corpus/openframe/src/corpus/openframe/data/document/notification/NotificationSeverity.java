// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/notification/NotificationSeverity.java
package corpus.openframe.data.document.notification;


public enum NotificationSeverity {
  INFO, SUCCESS, WARNING, DANGER;
}
