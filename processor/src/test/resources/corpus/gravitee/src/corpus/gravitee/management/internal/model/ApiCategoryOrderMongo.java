// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/ApiCategoryOrderMongo.java
package corpus.gravitee.management.internal.model;

import lombok.AllArgsConstructor;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@AllArgsConstructor
@NoArgsConstructor
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}api_category_orders")
public class ApiCategoryOrderMongo extends DeprecatedAuditable {
  @Id
  private ApiCategoryOrderPkMongo id;
  private int order;
}
