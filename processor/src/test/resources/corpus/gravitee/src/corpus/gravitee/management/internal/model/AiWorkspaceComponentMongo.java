// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/AiWorkspaceComponentMongo.java
package corpus.gravitee.management.internal.model;

import corpus.gravitee.io.gravitee.repository.management.model.AiWorkspaceComponentType;
import java.util.Date;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import lombok.ToString;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Setter
@Getter
@ToString
@EqualsAndHashCode(onlyExplicitlyIncluded = true)
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}ai_workspace_components")
public class AiWorkspaceComponentMongo {
  @Id
  @EqualsAndHashCode.Include
  private String id;
  private String apiProductId;
  private AiWorkspaceComponentType componentType;
  private String refId;
  private Date createdAt;
  private Date updatedAt;
}
