// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-api/src/main/java/io/gravitee/repository/management/model/flow/selector/FlowSelectorType.java
package corpus.gravitee.io.gravitee.repository.management.model.flow.selector;


public enum FlowSelectorType {
  HTTP, CHANNEL, CONDITION, MCP;
}
