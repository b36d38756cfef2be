// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/DashboardMongo.java
package corpus.gravitee.management.internal.model;

import lombok.AllArgsConstructor;
import lombok.Data;
import lombok.EqualsAndHashCode;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}dashboards")
@Data
@NoArgsConstructor
@AllArgsConstructor
@EqualsAndHashCode(of = "id", callSuper = false)
public class DashboardMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private String referenceType;
  private String referenceId;
  private String name;
  private String queryFilter;
  private String definition;
  private String type;
  private int order;
  private boolean enabled;
}
