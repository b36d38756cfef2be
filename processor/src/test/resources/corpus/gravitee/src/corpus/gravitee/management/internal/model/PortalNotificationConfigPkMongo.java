// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/PortalNotificationConfigPkMongo.java
package corpus.gravitee.management.internal.model;

import corpus.gravitee.io.gravitee.repository.management.model.NotificationReferenceType;
import java.io.Serializable;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import lombok.ToString;

@Setter
@Getter
@ToString
@EqualsAndHashCode
public class PortalNotificationConfigPkMongo implements Serializable {
  private NotificationReferenceType referenceType;
  private String referenceId;
  private String user;
}
