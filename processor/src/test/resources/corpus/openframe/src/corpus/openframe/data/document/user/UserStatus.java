// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/user/UserStatus.java
package corpus.openframe.data.document.user;


public enum UserStatus {
  ACTIVE, DELETED, SELF_DELETED;
}
