// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/PortalPageContentMongo.java
package corpus.gravitee.management.internal.model;

import corpus.gravitee.io.gravitee.repository.management.model.AutomationTargetReferenceType;
import corpus.gravitee.io.gravitee.repository.management.model.PortalPageContent;
import lombok.Data;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}portal_page_contents")
public class PortalPageContentMongo {
  private String id;
  private String organizationId;
  private String environmentId;
  private PortalPageContent.Type type;
  private String configuration;
  private String content;
  private AutomationMetadata automationMetadata;

  @Data
  public static class AutomationMetadata {
    private AutomationTargetReferenceType referenceType;
    private String referenceId;
    private String name;
    private String location;
    private Integer order;
  }
}
