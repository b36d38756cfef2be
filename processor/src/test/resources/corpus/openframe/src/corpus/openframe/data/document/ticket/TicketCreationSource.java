// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/ticket/TicketCreationSource.java
package corpus.openframe.data.document.ticket;


public enum TicketCreationSource {
  FAE_FORM, FAE_DIALOG, ADMIN_DASHBOARD;
}
