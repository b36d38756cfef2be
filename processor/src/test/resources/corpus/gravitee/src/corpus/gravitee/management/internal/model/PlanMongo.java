// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/PlanMongo.java
package corpus.gravitee.management.internal.model;

import java.util.Date;
import java.util.List;
import java.util.Set;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}plans")
@Getter
@Setter
@EqualsAndHashCode(of = {"id"}, callSuper = false)
public class PlanMongo extends Auditable {
  @Id
  private String id;
  private String definitionVersion;
  private String crossId;
  private String hrid;
  private String name;
  private String description;
  private String validation;
  private String type;
  private String mode;
  private String status;
  private String security;
  private int order;
  private String api;
  private String environmentId;
  private String definition;
  private List<String> characteristics;
  private Date publishedAt;
  private Date closedAt;
  private List<String> excludedGroups;
  private String securityDefinition;
  private Date needRedeployAt;
  private boolean commentRequired;
  private String commentMessage;
  private String generalConditions;
  private String generalConditionsHrid;
  private Set<String> tags;
  private String selectionRule;
  private String apiType;
  private String referenceId;
  private String referenceType;
  private Integer bootstrapPort;
  private Integer brokerRangeStart;
  private Integer brokerRangeEnd;
}
