// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/ticket/TicketResolver.java
package corpus.openframe.data.document.ticket;


public enum TicketResolver {
  TECHNICIAN, END_USER, AI_AGENT;
}
