// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/ThemeMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Date;
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
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}themes")
public class ThemeMongo {
  @Id
  @EqualsAndHashCode.Include
  private String id;
  private String referenceType;
  private String referenceId;
  private String name;
  private String type;
  private Date createdAt;
  private Date updatedAt;
  private boolean enabled;
  private String definition;
  private String logo;
  private String backgroundImage;
  private String optionalLogo;
  private String loader;
  private String favicon;
}
