// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/PromotionMongo.java
package corpus.gravitee.management.internal.model;

import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Setter
@Getter
@EqualsAndHashCode(exclude = {"author"}, callSuper = false)
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}promotions")
public class PromotionMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private String apiDefinition;
  private String apiId;
  private String status;
  private String targetEnvCockpitId;
  private String targetEnvName;
  private String sourceEnvCockpitId;
  private String sourceEnvName;
  private PromotionAuthorMongo author;
  private String targetApiId;
}
