// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/ApiKeyMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Date;
import java.util.Set;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import lombok.ToString;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@ToString
@EqualsAndHashCode(onlyExplicitlyIncluded = true)
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}keys")
public class ApiKeyMongo {
  @Setter
  @Getter
  @Id
  @EqualsAndHashCode.Include
  private String id;
  @Setter
  @Getter
  private String key;
  @Setter
  @Getter
  private Set<String> subscriptions;
  @Setter
  @Getter
  private String environmentId;
  private String subscription;
  private String plan;
  private String api;
  @Setter
  @Getter
  private String application;
  @Setter
  @Getter
  private Date expireAt;
  @Setter
  @Getter
  private Date createdAt;
  @Setter
  @Getter
  private Date updatedAt;
  @Setter
  @Getter
  private boolean revoked;
  @Setter
  @Getter
  private boolean paused;
  @Setter
  @Getter
  private Date revokedAt;
  @Setter
  @Getter
  private boolean federated;
  @Setter
  @Getter
  private Integer daysToExpirationOnLastNotification;
}
