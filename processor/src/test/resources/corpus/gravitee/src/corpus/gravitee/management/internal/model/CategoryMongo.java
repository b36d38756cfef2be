// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/CategoryMongo.java
package corpus.gravitee.management.internal.model;

import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import lombok.ToString;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Setter
@Getter
@ToString
@EqualsAndHashCode(of = {"id"}, callSuper = false)
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}categories")
public class CategoryMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private String key;
  private String name;
  private String environmentId;
  private String description;
  private boolean hidden;
  private int order;
  private String highlightApi;
  private String picture;
  private String background;
  private String page;
}
