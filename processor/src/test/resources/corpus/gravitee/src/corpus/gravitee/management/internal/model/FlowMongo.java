// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/FlowMongo.java
package corpus.gravitee.management.internal.model;

import corpus.gravitee.external.HttpMethod;
import corpus.gravitee.io.gravitee.repository.management.model.flow.FlowConsumer;
import corpus.gravitee.io.gravitee.repository.management.model.flow.FlowReferenceType;
import corpus.gravitee.io.gravitee.repository.management.model.flow.FlowStep;
import corpus.gravitee.io.gravitee.repository.management.model.flow.selector.FlowOperator;
import corpus.gravitee.io.gravitee.repository.management.model.flow.selector.FlowSelector;
import java.util.List;
import java.util.Set;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.Setter;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

@Setter
@Getter
@EqualsAndHashCode(of = {"id"}, callSuper = false)
@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}flows")
public class FlowMongo extends DeprecatedAuditable {
  @Id
  private String id;
  private FlowReferenceType referenceType;
  private String referenceId;
  private String name;
  private List<FlowStep> pre;
  private List<FlowStep> post;
  private List<FlowStep> request;
  private List<FlowStep> response;
  private List<FlowStep> subscribe;
  private List<FlowStep> publish;
  private List<FlowStep> interact;
  private List<FlowStep> entrypointConnect;
  private boolean enabled;
  private String condition;
  private String path;
  private FlowOperator operator;
  private List<FlowSelector> selectors;
  private int order;
  private Set<HttpMethod> methods;
  private List<FlowConsumer> consumers;
  private List<String> tags;
}
