// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-api/src/main/java/io/gravitee/repository/management/model/flow/FlowReferenceType.java
package corpus.gravitee.io.gravitee.repository.management.model.flow;


public enum FlowReferenceType {
  API, ORGANIZATION, PLAN;
}
