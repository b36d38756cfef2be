// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/PortalPageMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Date;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}portal_pages")
public class PortalPageMongo {
  @Id
  private String id;
  private String environmentId;
  private String name;
  private String content;
  private Date createdAt;
  private Date updatedAt;
}
