// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/EventMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Map;
import java.util.Set;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@EqualsAndHashCode(onlyExplicitlyIncluded = true, callSuper = false)
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}events")
public class EventMongo extends DeprecatedAuditable {
  @Id
  @EqualsAndHashCode.Include
  private String id;
  private Set<String> environments;
  private Set<String> organizations;
  private String type;
  private String payload;
  private String parentId;
  private Map<String, String> properties;
}
