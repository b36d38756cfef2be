// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/DictionaryMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Date;
import java.util.Map;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Setter
@Getter
@EqualsAndHashCode(of = {"id"}, callSuper = false)
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}dictionaries")
public class DictionaryMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private String environmentId;
  private String name;
  private String key;
  private String description;
  private String type;
  private DictionaryProviderMongo provider;
  private DictionaryTriggerMongo trigger;
  private Map<String, String> properties;
  private Date deployedAt;
  private String state;
}
