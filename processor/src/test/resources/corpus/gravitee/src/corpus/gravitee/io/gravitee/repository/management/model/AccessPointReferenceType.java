// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-api/src/main/java/io/gravitee/repository/management/model/AccessPointReferenceType.java
package corpus.gravitee.io.gravitee.repository.management.model;


public enum AccessPointReferenceType {
  ENVIRONMENT, ORGANIZATION;
}
