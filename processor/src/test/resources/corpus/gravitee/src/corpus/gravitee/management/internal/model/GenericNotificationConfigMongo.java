// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/GenericNotificationConfigMongo.java
package corpus.gravitee.management.internal.model;

import corpus.gravitee.io.gravitee.repository.management.model.NotificationReferenceType;
import java.util.Date;
import java.util.List;
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
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}genericnotificationconfigs")
public class GenericNotificationConfigMongo {
  @Id
  @EqualsAndHashCode.Include
  private String id;
  private String name;
  private NotificationReferenceType referenceType;
  private String referenceId;
  private String notifier;
  private String config;
  private boolean useSystemProxy;
  private List<String> hooks;
  private Date createdAt;
  private Date updatedAt;
  private String organizationId;
}
