// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/notification/RecipientType.java
package corpus.openframe.data.document.notification;


public enum RecipientType {
  USER, MACHINE;
}
