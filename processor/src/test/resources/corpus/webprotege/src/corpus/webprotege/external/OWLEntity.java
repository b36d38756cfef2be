// protegeproject/webprotege-backend-service: stand-in for library type org.semanticweb.owlapi.model.OWLEntity (not on the test class path)
package corpus.webprotege.external;

public class OWLEntity {
}
