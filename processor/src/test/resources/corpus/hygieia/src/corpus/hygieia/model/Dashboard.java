// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Dashboard.java
package corpus.hygieia.model;

import java.util.List;
import java.util.Map;
import org.springframework.data.annotation.Transient;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "dashboards")
public class Dashboard extends BaseModel {
  private String template;
  @Indexed(unique = true)
  private String title;
  private List<Widget> widgets;
  private String owner;
  private List<Owner> owners;
  private DashboardType type;
  private Application application;
  private String configurationItemBusServName;
  private String configurationItemBusAppName;
  private boolean validServiceName;
  private boolean validAppName;
  private boolean remoteCreated;
  private boolean scoreEnabled;
  private ScoreDisplayType scoreDisplay;
  private List<String> activeWidgets;
  private long createdAt;
  private long updatedAt;
  @Transient
  String errorMessage;
  @Transient
  int errorCode;
  Map<String, String> properties;
}
