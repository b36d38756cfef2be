// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/AsyncJobMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Date;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@NoArgsConstructor
@Getter
@Setter
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}asyncjobs")
public class AsyncJobMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private String sourceId;
  private String environmentId;
  private String initiatorId;
  private String type;
  private String status;
  private String errorMessage;
  private Long upperLimit;
  private Date deadLine;
}
