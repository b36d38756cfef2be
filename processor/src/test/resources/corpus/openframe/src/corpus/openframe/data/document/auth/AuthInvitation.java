// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/auth/AuthInvitation.java
package corpus.openframe.data.document.auth;

import corpus.openframe.data.document.user.Invitation;
import lombok.Data;
import lombok.EqualsAndHashCode;
import lombok.NoArgsConstructor;
import lombok.experimental.SuperBuilder;
import org.springframework.data.mongodb.core.index.CompoundIndex;

@Data
@EqualsAndHashCode(callSuper = true)
@SuperBuilder
@NoArgsConstructor
@CompoundIndex(def = "{'tenantId': 1, 'email': 1}")
public class AuthInvitation extends Invitation {
}
