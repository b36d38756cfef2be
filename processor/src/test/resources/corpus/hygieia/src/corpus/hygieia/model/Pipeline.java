// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Pipeline.java
package corpus.hygieia.model;

import java.util.*;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.mapping.Field;

@Document(collection = "pipelines")
public class Pipeline extends BaseModel {
  private ObjectId collectorItemId;
  @Field("stages")
  private Map<String, EnvironmentStage> environmentStageMap;
  private Set<Build> failedBuilds;
}
