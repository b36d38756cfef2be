// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/notification/NotificationSettings.java
package corpus.openframe.data.document.notification;

import corpus.openframe.data.document.TenantScoped;
import java.time.Instant;
import java.util.Set;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "notification_settings")
@CompoundIndex(name = "tenant_user_unique", def = "{'tenantId': 1, 'userId': 1}", unique = true)
@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
public class NotificationSettings implements TenantScoped {
  @Id
  private String id;
  private String tenantId;
  private String userId;
  private Boolean enabled;
  private Set<NotificationSettingGroup> mutedGroups;
  private Instant createdAt;
  private Instant updatedAt;
}
