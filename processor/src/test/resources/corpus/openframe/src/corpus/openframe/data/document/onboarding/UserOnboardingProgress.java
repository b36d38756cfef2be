// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/onboarding/UserOnboardingProgress.java
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
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "user_onboarding_progress")
@CompoundIndex(name = "user_tenant_unique", def = "{'userId': 1, 'tenantId': 1}", unique = true)
@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
public class UserOnboardingProgress implements TenantScoped {
  @Id
  private String id;
  private String userId;
  private String tenantId;
  @Builder.Default
  private Set<UserOnboardingStep> completedSteps = new LinkedHashSet<>();
  @Builder.Default
  private boolean completed = false;
  private Instant completedAt;
  @Builder.Default
  private boolean skipped = false;
  private Instant skippedAt;
}
