// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/SubscriptionFormMongo.java
package corpus.gravitee.management.internal.model;

import lombok.Data;
import lombok.EqualsAndHashCode;
import lombok.NonNull;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}subscription_forms")
@Data
@EqualsAndHashCode(of = "id")
public class SubscriptionFormMongo {
  @Id
  private String id;
  private String environmentId;
  private String gmdContent;
  private boolean enabled;
  @NonNull
  private String validationConstraints;
}
