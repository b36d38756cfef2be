// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/user/InvitationStatus.java
package corpus.openframe.data.document.user;


public enum InvitationStatus {
  PENDING, ACCEPTED, REVOKED;
}
