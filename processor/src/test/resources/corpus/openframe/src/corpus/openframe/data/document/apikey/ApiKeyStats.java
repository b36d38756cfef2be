// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/apikey/ApiKeyStats.java
package corpus.openframe.data.document.apikey;

import corpus.openframe.data.document.TenantScoped;
import java.time.LocalDateTime;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
@Document(collection = "api_key_stats")
public class ApiKeyStats implements TenantScoped {
  @Id
  private String id;
  @Indexed
  private String tenantId;
  private Long totalRequests;
  private Long successfulRequests;
  private Long failedRequests;
  private LocalDateTime lastUsed;
}
