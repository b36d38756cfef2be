// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-api/src/main/java/io/gravitee/repository/management/model/flow/selector/FlowOperator.java
package corpus.gravitee.io.gravitee.repository.management.model.flow.selector;


public enum FlowOperator {
  STARTS_WITH, EQUALS;
}
