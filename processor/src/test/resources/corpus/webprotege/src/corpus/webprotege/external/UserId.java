// protegeproject/webprotege-backend-service: stand-in for library type edu.stanford.protege.webprotege.common.UserId (webprotege-common, not on the test class path)
package corpus.webprotege.external;

public class UserId {
  private String id;
}
