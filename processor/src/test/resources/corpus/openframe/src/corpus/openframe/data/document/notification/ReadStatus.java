// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/notification/ReadStatus.java
package corpus.openframe.data.document.notification;


public enum ReadStatus {
  UNREAD, READ, DELETED;
}
