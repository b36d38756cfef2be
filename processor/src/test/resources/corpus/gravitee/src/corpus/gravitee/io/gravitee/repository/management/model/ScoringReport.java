// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-api/src/main/java/io/gravitee/repository/management/model/ScoringReport.java
package corpus.gravitee.io.gravitee.repository.management.model;

import java.util.Collections;
import java.util.Date;
import java.util.List;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import lombok.ToString;

@NoArgsConstructor
@AllArgsConstructor
@Builder(toBuilder = true)
@EqualsAndHashCode(onlyExplicitlyIncluded = true)
@Getter
@Setter
@ToString
public final class ScoringReport {
  @EqualsAndHashCode.Include
  private String id;
  private String apiId;
  private String environmentId;
  private Date createdAt;
  private Summary summary;
  @Builder.Default
  private List<Asset> assets = Collections.emptyList();

  public record Summary(Double score, Long errors, Long warnings, Long infos, Long hints) {
  }

  public record Asset(String pageId, String type, List<Diagnostic> diagnostics, List<ScoringError> errors) {
  }

  public record Diagnostic(String severity, Range range, String rule, String message, String path) {
  }

  public record Range(Position start, Position end) {
  }

  public record Position(int line, int character) {
  }

  public record ScoringError(String code, List<String> path) {
  }
}
