// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-api/src/main/java/io/gravitee/repository/management/model/PortalPageContent.java
package corpus.gravitee.io.gravitee.repository.management.model;

import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import lombok.ToString;

@Getter
@Setter
@Builder
@NoArgsConstructor
@AllArgsConstructor
@ToString
@EqualsAndHashCode(onlyExplicitlyIncluded = true)
public class PortalPageContent {
  @EqualsAndHashCode.Include
  private String id;
  private String organizationId;
  private String environmentId;
  private Type type;
  private String configuration;
  private String content;
  private AutomationMetadata automationMetadata;

  public enum Type {
    GRAVITEE_MARKDOWN, OPENAPI, ASYNCAPI;
  }
}
