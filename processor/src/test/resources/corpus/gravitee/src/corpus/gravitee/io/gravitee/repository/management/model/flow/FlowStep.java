// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-api/src/main/java/io/gravitee/repository/management/model/flow/FlowStep.java
package corpus.gravitee.io.gravitee.repository.management.model.flow;

import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import lombok.ToString;

@NoArgsConstructor
@AllArgsConstructor
@Getter
@Setter
@EqualsAndHashCode
@ToString
@Builder(toBuilder = true)
public class FlowStep {
  private String name;
  private String policy;
  private String description;
  private String configuration;
  @Builder.Default
  private boolean enabled = true;
  private int order;
  private String condition;
  private String messageCondition;
}
