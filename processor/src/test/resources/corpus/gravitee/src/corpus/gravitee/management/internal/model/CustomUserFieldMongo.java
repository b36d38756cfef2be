// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/CustomUserFieldMongo.java
package corpus.gravitee.management.internal.model;

import java.util.List;
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
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}custom_user_fields")
public class CustomUserFieldMongo extends DeprecatedAuditable {
  @Id
  private CustomUserFieldPkMongo id;
  private String label;
  private String format;
  private List<String> values;
  private boolean required;
}
