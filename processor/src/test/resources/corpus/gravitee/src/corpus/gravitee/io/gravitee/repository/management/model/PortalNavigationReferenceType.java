// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-api/src/main/java/io/gravitee/repository/management/model/PortalNavigationReferenceType.java
package corpus.gravitee.io.gravitee.repository.management.model;


public enum PortalNavigationReferenceType {
  PORTAL, API;
}
