// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-api/src/main/java/io/gravitee/repository/management/model/EntrypointReferenceType.java
package corpus.gravitee.io.gravitee.repository.management.model;


public enum EntrypointReferenceType {
  ORGANIZATION;
}
