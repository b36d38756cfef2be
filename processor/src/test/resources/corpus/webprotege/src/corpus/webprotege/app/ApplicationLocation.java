// protegeproject/webprotege-backend-service: stand-in for webprotege-backend-api's edu/stanford/protege/webprotege/app/ApplicationLocation (same package, not in this repository)
package corpus.webprotege.app;

public class ApplicationLocation {
  private String scheme;
  private String host;
  private String path;
  private int port;
}
