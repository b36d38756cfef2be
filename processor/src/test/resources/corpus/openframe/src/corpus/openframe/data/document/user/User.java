// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/user/User.java
package corpus.openframe.data.document.user;

import corpus.openframe.data.document.TenantScoped;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;
import lombok.experimental.SuperBuilder;
import org.springframework.data.annotation.CreatedDate;
import org.springframework.data.annotation.Id;
import org.springframework.data.annotation.LastModifiedDate;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@SuperBuilder
@NoArgsConstructor
@AllArgsConstructor
@Document(collection = "users")
public class User implements TenantScoped {
  @Id
  private String id;
  @Indexed
  private String tenantId;
  @Indexed
  private String email;
  private String firstName;
  private String lastName;
  @Builder.Default
  private List<UserRole> roles = new ArrayList<>();
  @Builder.Default
  private boolean emailVerified = false;
  @Indexed
  @Builder.Default
  private UserStatus status = UserStatus.ACTIVE;
  private Boolean crmSynced;
  @CreatedDate
  private LocalDateTime createdAt;
  @LastModifiedDate
  private LocalDateTime updatedAt;
}
