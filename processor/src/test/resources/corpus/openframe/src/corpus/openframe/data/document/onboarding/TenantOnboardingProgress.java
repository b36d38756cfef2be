// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/onboarding/TenantOnboardingProgress.java
package corpus.openframe.data.document.onboarding;

import corpus.openframe.data.document.TenantScoped;
import java.time.Instant;
import java.util.LinkedHashSet;
import java.util.Set;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "tenant_onboarding_progress")
@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
public class TenantOnboardingProgress implements TenantScoped {
  @Id
  private String id;
  @Indexed(unique = true)
  private String tenantId;
  @Builder.Default
  private Set<TenantOnboardingStep> completedSteps = new LinkedHashSet<>();
  @Builder.Default
  private boolean completed = false;
  private Instant completedAt;
}
