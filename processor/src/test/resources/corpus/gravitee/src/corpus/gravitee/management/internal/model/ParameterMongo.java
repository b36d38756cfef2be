// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/ParameterMongo.java
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
@EqualsAndHashCode(onlyExplicitlyIncluded = true)
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}parameters")
public class ParameterMongo {
  @Id
  @EqualsAndHashCode.Include
  private ParameterPkMongo id;
  private String value;
}
