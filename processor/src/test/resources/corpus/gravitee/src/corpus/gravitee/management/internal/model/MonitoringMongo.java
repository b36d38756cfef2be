// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/MonitoringMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Date;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Setter
@Getter
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}node_monitoring")
public class MonitoringMongo {
  @Id
  private String id;
  private String nodeId;
  private String type;
  private String payload;
  private Date createdAt;
  private Date evaluatedAt;
  private Date updatedAt;
}
