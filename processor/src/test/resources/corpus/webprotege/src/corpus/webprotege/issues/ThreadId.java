// protegeproject/webprotege-backend-service: stand-in for webprotege-backend-api's edu/stanford/protege/webprotege/issues/ThreadId (same package, not in this repository)
package corpus.webprotege.issues;

public class ThreadId {
  private String id;
}
