// gravitee-io/gravitee-api-management: stand-in for library type io.gravitee.common.http.HttpMethod (not on the test class path)
package corpus.gravitee.external;

public enum HttpMethod {
  CONNECT, DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT, TRACE, OTHER
}
