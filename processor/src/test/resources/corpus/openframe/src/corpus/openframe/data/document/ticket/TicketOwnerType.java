// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/ticket/TicketOwnerType.java
package corpus.openframe.data.document.ticket;


public enum TicketOwnerType {
  CLIENT, ADMIN;
}
