// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/ApiMetadataMongo.java
package corpus.gravitee.management.internal.model;

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
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}metadatas")
public class ApiMetadataMongo {
  @Id
  @EqualsAndHashCode.Include
  private String id;
  private String value;
}
