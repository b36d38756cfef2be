// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/DictionaryProviderMongo.java
package corpus.gravitee.management.internal.model;

import lombok.Getter;
import lombok.Setter;

@Setter
@Getter
public class DictionaryProviderMongo {
  private String type;
  private String configuration;
}
