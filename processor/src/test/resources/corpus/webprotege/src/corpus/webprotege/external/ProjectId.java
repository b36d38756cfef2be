// protegeproject/webprotege-backend-service: stand-in for library type edu.stanford.protege.webprotege.common.ProjectId (webprotege-common, not on the test class path)
package corpus.webprotege.external;

public class ProjectId {
  private String id;
}
