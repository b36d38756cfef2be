// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/CustomDashboardMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Date;
import java.util.List;
import java.util.Map;
import lombok.AllArgsConstructor;
import lombok.Data;
import lombok.EqualsAndHashCode;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}custom_dashboards")
@Data
@NoArgsConstructor
@AllArgsConstructor
@EqualsAndHashCode(of = "id")
public class CustomDashboardMongo {
  @Id
  private String id;
  private String environmentId;
  private String name;
  private String createdBy;
  private Date createdAt;
  private Date lastModified;
  private Map<String, String> labels;
  private List<CustomDashboardWidgetMongo> widgets;
}
