// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/AlertTriggerMongo.java
package corpus.gravitee.management.internal.model;

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
@EqualsAndHashCode(onlyExplicitlyIncluded = true)
@ToString
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}alert_triggers")
public class AlertTriggerMongo {
  @Id
  @EqualsAndHashCode.Include
  private String id;
  private String name;
  private String type;
  private String description;
  private String referenceType;
  private String referenceId;
  private String definition;
  private String severity;
  private boolean enabled;
  private String parentId;
  private Date createdAt;
  private Date updatedAt;
  private boolean template;
  private List<AlertEventRuleMongo> eventRules;
  private String environmentId;
}
