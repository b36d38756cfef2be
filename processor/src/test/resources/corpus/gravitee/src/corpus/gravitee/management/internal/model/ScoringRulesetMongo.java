// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/ScoringRulesetMongo.java
package corpus.gravitee.management.internal.model;

import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@NoArgsConstructor
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}scoring_rulesets")
public class ScoringRulesetMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private String name;
  private String description;
  private String payload;
  private Format format;
  private String referenceId;
  private String referenceType;

  public enum Format {
    GRAVITEE_FEDERATION, GRAVITEE_MESSAGE, GRAVITEE_PROXY, GRAVITEE_NATIVE, GRAVITEE_V2, OPENAPI, ASYNCAPI;
  }
}
