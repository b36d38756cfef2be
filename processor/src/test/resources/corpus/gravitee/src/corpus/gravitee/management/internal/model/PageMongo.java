// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/PageMongo.java
package corpus.gravitee.management.internal.model;

import java.util.List;
import java.util.Map;
import java.util.Set;
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
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}pages")
public class PageMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private String crossId;
  private String hrid;
  private String referenceId;
  private String referenceType;
  private String name;
  private String type;
  private String title;
  private String content;
  private String lastContributor;
  private int order;
  private boolean published;
  private String visibility;
  private PageSourceMongo source;
  private Map<String, String> configuration;
  private boolean homepage;
  private boolean excludedAccessControls;
  private Set<AccessControlMongo> accessControls;
  private List<PageMediaMongo> attachedMedia;
  private String parentId;
  private String parentHrid;
  private Map<String, String> metadata;
  private Boolean useAutoFetch;
  private boolean ingested;
}
