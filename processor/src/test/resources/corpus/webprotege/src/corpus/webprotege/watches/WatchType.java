// protegeproject/webprotege-backend-service: stand-in for webprotege-backend-api's edu/stanford/protege/webprotege/watches/WatchType (same package, not in this repository)
package corpus.webprotege.watches;

public enum WatchType {
  ENTITY, BRANCH
}
