// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-api/src/main/java/io/gravitee/repository/management/model/AutomationMetadata.java
package corpus.gravitee.io.gravitee.repository.management.model;

import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
public class AutomationMetadata {
  private AutomationTargetReferenceType referenceType;
  private String referenceId;
  private String name;
  private String location;
  private Integer order;
}
