// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/RatingAnswerMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Date;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import lombok.ToString;
import org.springframework.data.mongodb.core.mapping.Document;

@Setter
@Getter
@ToString
@EqualsAndHashCode(onlyExplicitlyIncluded = true)
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}ratingAnswers")
public class RatingAnswerMongo {
  @EqualsAndHashCode.Include
  private String id;
  private String rating;
  private String user;
  private String comment;
  private Date createdAt;
  private Date updatedAt;
}
