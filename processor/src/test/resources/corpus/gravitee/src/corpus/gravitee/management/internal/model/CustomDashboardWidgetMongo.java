// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/CustomDashboardWidgetMongo.java
package corpus.gravitee.management.internal.model;

import java.util.List;
import lombok.AllArgsConstructor;
import lombok.Data;
import lombok.NoArgsConstructor;

@Data
@NoArgsConstructor
@AllArgsConstructor
public class CustomDashboardWidgetMongo {
  private String id;
  private String title;
  private String description;
  private String type;
  private Layout layout;
  private Request request;

  @Data
  @NoArgsConstructor
  @AllArgsConstructor
  public static class Layout {
    private int cols;
    private int rows;
    private int x;
    private int y;
  }

  @Data
  @NoArgsConstructor
  @AllArgsConstructor
  public static class TimeRange {
    private String from;
    private String to;
  }

  @Data
  @NoArgsConstructor
  @AllArgsConstructor
  public static class Filter {
    private String name;
    private String operator;
    private Object value;
  }

  @Data
  @NoArgsConstructor
  @AllArgsConstructor
  public static class MetricRequest {
    private String name;
    private List<String> measures;
    private List<Filter> filters;
  }

  @Data
  @NoArgsConstructor
  @AllArgsConstructor
  public static class Request {
    private String type;
    private TimeRange timeRange;
    private List<MetricRequest> metrics;
    private Long interval;
    private List<String> by;
    private Integer limit;
    private List<Filter> filters;
  }
}
