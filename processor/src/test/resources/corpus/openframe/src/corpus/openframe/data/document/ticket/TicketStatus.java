// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/ticket/TicketStatus.java
package corpus.openframe.data.document.ticket;


public enum TicketStatus {
  ACTIVE, TECH_REQUIRED, ON_HOLD, RESOLVED, ARCHIVED;
}
