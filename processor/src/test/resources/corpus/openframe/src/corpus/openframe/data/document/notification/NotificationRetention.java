// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/notification/NotificationRetention.java
package corpus.openframe.data.document.notification;


public final class NotificationRetention {
  public static final int HISTORY_TTL_SECONDS = 2592000;
}
