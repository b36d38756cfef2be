// protegeproject/webprotege-backend-service: stand-in for webprotege-backend-api's edu/stanford/protege/webprotege/issues/Status (same package, not in this repository)
package corpus.webprotege.issues;

public enum Status {
  OPEN, CLOSED
}
