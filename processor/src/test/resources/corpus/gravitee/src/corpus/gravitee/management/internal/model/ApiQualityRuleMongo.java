// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/ApiQualityRuleMongo.java
package corpus.gravitee.management.internal.model;

import lombok.AllArgsConstructor;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import lombok.ToString;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Setter
@Getter
@NoArgsConstructor
@AllArgsConstructor
@EqualsAndHashCode(of = {"id"}, callSuper = false)
@ToString
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}apiqualityrules")
public class ApiQualityRuleMongo extends DeprecatedAuditable {
  @Id
  private ApiQualityRulePkMongo id;
  private boolean checked;
}
