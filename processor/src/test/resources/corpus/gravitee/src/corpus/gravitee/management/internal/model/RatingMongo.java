// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/RatingMongo.java
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
@ToString(callSuper = true)
@EqualsAndHashCode(of = {"id"}, callSuper = false)
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}rating")
public class RatingMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private String referenceId;
  private String referenceType;
  private String user;
  private byte rate;
  private String title;
  private String comment;
  private List<RatingAnswerMongo> answers;
}
