// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/ApiHeaderMongo.java
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
@EqualsAndHashCode(onlyExplicitlyIncluded = true, callSuper = false)
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}apiheaders")
public class ApiHeaderMongo extends DeprecatedAuditable {
  @Id
  @EqualsAndHashCode.Include
  private String id;
  private String environmentId;
  private String name;
  private String value;
  private int order;
}
