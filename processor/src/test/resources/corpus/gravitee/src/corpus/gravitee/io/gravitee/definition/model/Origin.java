// gravitee-io/gravitee-api-management: gravitee-apim-definition/gravitee-apim-definition-model/src/main/java/io/gravitee/definition/model/Origin.java
package corpus.gravitee.io.gravitee.definition.model;


public enum Origin {
  KUBERNETES, MANAGEMENT;
}
