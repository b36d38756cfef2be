// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/KafkaPortRangeMongo.java
package corpus.gravitee.management.internal.model;

import java.time.Instant;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}kafka_port_ranges")
public class KafkaPortRangeMongo {
  @Id
  private String planId;
  private String apiId;
  private String environmentId;
  private int bootstrapPort;
  private int rangeStart;
  private int rangeEnd;
  private Instant createdAt;
  private Instant updatedAt;
}
