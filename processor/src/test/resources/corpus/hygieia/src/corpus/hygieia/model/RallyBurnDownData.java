// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/RallyBurnDownData.java
package corpus.hygieia.model;

import java.util.List;
import java.util.Map;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "rally_burndown")
public class RallyBurnDownData extends BaseModel {
  public static final String ITERATION_TO_DO_HOURS = "iterationToDoHours";
  public static final String ACCEPTED_POINTS = "acceptedPoints";
  public static final String ITERATION_DATE = "iterationDate";
  private List<Map<String, String>> burnDownData;
  private String iterationId;
  private String projectName;
  private String iterationName;
  private String projectId;
  private Double totalEstimate;
  private long lastUpdated;
}
