// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/PortalNavigationItemMongo.java
package corpus.gravitee.management.internal.model;

import corpus.gravitee.io.gravitee.repository.management.model.AutomationTargetReferenceType;
import corpus.gravitee.io.gravitee.repository.management.model.PortalNavigationItem;
import corpus.gravitee.io.gravitee.repository.management.model.PortalNavigationReferenceType;
import java.util.List;
import lombok.Data;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}portal_navigation_items")
public class PortalNavigationItemMongo {
  private String id;
  private String organizationId;
  private String environmentId;
  private PortalNavigationReferenceType referenceType;
  private String referenceId;
  private String title;
  private String segment;
  private PortalNavigationItem.Type type;
  private PortalNavigationItem.Area area;
  private String parentId;
  private String rootId;
  private Integer order;
  private String configuration;
  private boolean published;
  private PortalNavigationItem.Visibility visibility;
  private String apiId;
  private String apiProductId;
  private boolean useAutoFetch;
  private List<String> categoryIds;
  private AutomationMetadata automationMetadata;

  @Data
  public static class AutomationMetadata {
    private AutomationTargetReferenceType referenceType;
    private String referenceId;
    private String location;
  }
}
