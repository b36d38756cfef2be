// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-api/src/main/java/io/gravitee/repository/management/model/AccessPointTarget.java
package corpus.gravitee.io.gravitee.repository.management.model;


public enum AccessPointTarget {
  CONSOLE, CONSOLE_API, PORTAL, PORTAL_API, GATEWAY, TCP_GATEWAY, KAFKA_GATEWAY, GAMMA_CONSOLE, GAMMA_API;
}
