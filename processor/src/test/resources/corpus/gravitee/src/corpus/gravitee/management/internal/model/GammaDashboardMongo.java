// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/GammaDashboardMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Date;
import java.util.List;
import lombok.AllArgsConstructor;
import lombok.Data;
import lombok.EqualsAndHashCode;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}gamma_dashboards")
@Data
@NoArgsConstructor
@AllArgsConstructor
@EqualsAndHashCode(of = "id")
public class GammaDashboardMongo {
  @Id
  private String id;
  private String environmentId;
  private String title;
  private String description;
  private List<Filter> filters;
  private TimeRange timeRange;
  private String widgets;
  private String createdBy;
  private Date createdAt;
  private Date updatedAt;
  private Integer version;

  @Data
  @NoArgsConstructor
  @AllArgsConstructor
  public static class Filter {
    private String field;
    private String label;
    private String operator;
    private List<String> value;
    private boolean editable;
  }

  @Data
  @NoArgsConstructor
  @AllArgsConstructor
  public static class TimeRange {
    private String type;
    private String period;
    private Long from;
    private Long to;
  }
}
