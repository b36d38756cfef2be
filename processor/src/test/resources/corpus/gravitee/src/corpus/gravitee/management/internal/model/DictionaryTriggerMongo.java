// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/DictionaryTriggerMongo.java
package corpus.gravitee.management.internal.model;

import java.util.concurrent.TimeUnit;
import lombok.Getter;
import lombok.Setter;

@Setter
@Getter
public class DictionaryTriggerMongo {
  private long rate;
  private TimeUnit unit;
}
