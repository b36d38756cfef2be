// protegeproject/webprotege-backend-service: src/main/java/edu/stanford/protege/webprotege/events/outbox/EventOutboxState.java
package corpus.webprotege.events.outbox;


public enum EventOutboxState {
  GATED, PENDING, SENT;
}
