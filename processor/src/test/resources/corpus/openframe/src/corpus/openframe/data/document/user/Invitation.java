// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/user/Invitation.java
package corpus.openframe.data.document.user;

import corpus.openframe.data.document.TenantScoped;
import java.time.Instant;
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
@Document(collection = "invitations")
public class Invitation implements TenantScoped {
  @Id
  private String id;
  @Indexed
  private String tenantId;
  @Indexed
  private String email;
  @Builder.Default
  private List<UserRole> roles = new ArrayList<>();
  private Instant expiresAt;
  @Builder.Default
  private InvitationStatus status = InvitationStatus.PENDING;
  @CreatedDate
  private Instant createdAt;
  @LastModifiedDate
  private Instant updatedAt;
}
