// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/ScoringReportMongo.java
package corpus.gravitee.management.internal.model;

import corpus.gravitee.io.gravitee.repository.management.model.ScoringReport;
import java.util.List;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@NoArgsConstructor
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}scoring_reports")
public class ScoringReportMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private String apiId;
  private String environmentId;
  private String pageId;
  private String type;
  private ScoringReport.Summary summary;
  private List<ScoringReport.Asset> assets;
}
