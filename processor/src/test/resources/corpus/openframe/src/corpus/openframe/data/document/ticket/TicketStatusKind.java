// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/ticket/TicketStatusKind.java
package corpus.openframe.data.document.ticket;


public enum TicketStatusKind {
  AI_ASSISTANCE, TECH_REQUIRED, RESOLVED, ARCHIVED, CUSTOM;
}
