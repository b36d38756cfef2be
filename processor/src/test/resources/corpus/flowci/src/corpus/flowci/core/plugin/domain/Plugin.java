// FlowCI/flow-core-x: core/src/main/java/com/flowci/core/plugin/domain/Plugin.java
package corpus.flowci.core.plugin.domain;

import corpus.flowci.common.domain.DockerOption;
import corpus.flowci.common.domain.Input;
import corpus.flowci.common.domain.Version;
import corpus.flowci.core.common.domain.SourceWithDomain;
import corpus.flowci.core.flow.domain.MatrixType;
import java.util.*;
import lombok.*;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Getter
@Setter
@NoArgsConstructor
@EqualsAndHashCode(of = {"id"}, callSuper = false)
@Document(collection = "plugins")
@ToString(of = {"name", "version", "branch"})
public class Plugin extends SourceWithDomain {
  @Id
  private String id;
  private boolean synced;
  private Date syncTime;
  @Indexed(name = "index_plugins_name", unique = true)
  private String name;
  private String branch;
  private String description;
  private Set<String> tags;
  private String author;
  private Version version;
  private Meta meta;

  @Data
  public static class Meta {
    private String name;
    private Version version;
    private List<Input> inputs;
    private Set<String> exports;
    private List<MatrixType> matrixTypes;
    private boolean allowFailure;
    private DockerOption docker;
    private String bash;
    private String pwsh;
    private String icon;

    public interface RestResponse {
    }
  }
}
