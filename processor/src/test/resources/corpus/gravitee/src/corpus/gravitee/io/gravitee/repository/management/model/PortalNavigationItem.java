// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-api/src/main/java/io/gravitee/repository/management/model/PortalNavigationItem.java
package corpus.gravitee.io.gravitee.repository.management.model;

import java.util.List;
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
public class PortalNavigationItem {
  @EqualsAndHashCode.Include
  private String id;
  private String organizationId;
  private String environmentId;
  @Builder.Default
  private PortalNavigationReferenceType referenceType = PortalNavigationReferenceType.PORTAL;
  @Builder.Default
  private String referenceId = "00000000-0000-0000-0000-000000000000";
  private String title;
  private String segment;
  private Type type;
  private Area area;
  private String parentId;
  private String rootId;
  private Integer order;
  private String configuration;
  private boolean published;
  private Visibility visibility;
  private String apiId;
  private String apiProductId;
  private boolean useAutoFetch;
  @Builder.Default
  private List<String> categoryIds = List.of();
  private AutomationMetadata automationMetadata;

  public enum Type {
    PAGE, FOLDER, LINK, API, API_PRODUCT;
  }

  public enum Area {
    HOMEPAGE, TOP_NAVBAR;
  }

  public enum Visibility {
    PUBLIC, PRIVATE;
  }
}
