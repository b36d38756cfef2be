// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/SubscriptionMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Date;
import java.util.Map;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}subscriptions")
@Getter
@Setter
@EqualsAndHashCode(of = {"id"}, callSuper = false)
public class SubscriptionMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private String api;
  private String environmentId;
  private String plan;
  private String application;
  private String applicationName;
  private String clientId;
  private String clientCertificate;
  private String status;
  private String consumerStatus;
  private Date processedAt;
  private String request;
  private String reason;
  private String processedBy;
  private String subscribedBy;
  private Date startingAt;
  private Date endingAt;
  private Date closedAt;
  private Date pausedAt;
  private Date consumerPausedAt;
  private PageRevisionPkMongo generalConditionsContentRevision;
  private Boolean generalConditionsAccepted;
  private Integer daysToExpirationOnLastNotification;
  private String filter;
  private String configuration;
  private Map<String, String> metadata;
  private String failureCause;
  private String type;
  private String origin;
  private String referenceId;
  private String referenceType;
}
