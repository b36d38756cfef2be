// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/CommandMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Date;
import java.util.List;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.mongodb.core.mapping.Document;

@Setter
@Getter
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}commands")
public class CommandMongo extends DeprecatedAuditable {
  private String id;
  private String organizationId;
  private String environmentId;
  private String from;
  private String to;
  private List<String> tags;
  private String content;
  private List<String> acknowledgments;
  private Date expiredAt;
}
