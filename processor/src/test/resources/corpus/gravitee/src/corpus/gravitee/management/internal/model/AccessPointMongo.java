// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/AccessPointMongo.java
package corpus.gravitee.management.internal.model;

import corpus.gravitee.io.gravitee.repository.management.model.AccessPointReferenceType;
import corpus.gravitee.io.gravitee.repository.management.model.AccessPointStatus;
import corpus.gravitee.io.gravitee.repository.management.model.AccessPointTarget;
import java.util.Date;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import lombok.ToString;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}access_points")
@Getter
@Setter
@ToString
@EqualsAndHashCode(onlyExplicitlyIncluded = true)
public class AccessPointMongo {
  @Id
  @EqualsAndHashCode.Include
  private String id;
  private AccessPointReferenceType referenceType;
  private String referenceId;
  private String host;
  private boolean secured;
  private AccessPointTarget target;
  private boolean overriding;
  private Date updatedAt;
  private AccessPointStatus status;
}
