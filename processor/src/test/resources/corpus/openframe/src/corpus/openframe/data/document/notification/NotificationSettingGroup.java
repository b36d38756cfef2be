// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/notification/NotificationSettingGroup.java
package corpus.openframe.data.document.notification;


public enum NotificationSettingGroup {
  TICKET_ASSIGNED, TICKET_STATUS_CHANGED, CUSTOMER_REPLIED, ADMIN_REPLIED, MINGO_MESSAGES, APPROVAL_TICKET, APPROVAL_MINGO;
}
