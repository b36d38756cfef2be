// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/featureflags/FeFeatureFlags.java
package corpus.openframe.data.document.featureflags;

import corpus.openframe.data.document.TenantScoped;
import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.Map;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.CreatedDate;
import org.springframework.data.annotation.Id;
import org.springframework.data.annotation.LastModifiedDate;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "fe_feature_flags")
@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
public class FeFeatureFlags implements TenantScoped {
  @Id
  private String id;
  @Builder.Default
  private Map<String, Boolean> flags = new LinkedHashMap<>();
  @CreatedDate
  private LocalDateTime createdAt;
  @LastModifiedDate
  private LocalDateTime updatedAt;
  @Indexed
  private String tenantId;
}
