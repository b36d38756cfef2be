// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/ScoringFunctionMongo.java
package corpus.gravitee.management.internal.model;

import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@NoArgsConstructor
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}scoring_functions")
public class ScoringFunctionMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private String name;
  private String payload;
  private String referenceId;
  private String referenceType;
}
