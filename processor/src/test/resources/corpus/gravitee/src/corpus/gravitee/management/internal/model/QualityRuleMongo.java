// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/QualityRuleMongo.java
package corpus.gravitee.management.internal.model;

import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import lombok.ToString;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Setter
@Getter
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}qualityrules")
@ToString
@EqualsAndHashCode(of = "id", callSuper = false)
public class QualityRuleMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private String referenceType;
  private String referenceId;
  private String name;
  private String description;
  private int weight;
  private boolean enabled;
}
