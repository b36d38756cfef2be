// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/tag/Tag.java
package corpus.openframe.data.document.tag;

import corpus.openframe.data.document.TenantScoped;
import java.time.Instant;
import java.util.List;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.CompoundIndexes;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
@Document(collection = "tags")
@CompoundIndexes({@CompoundIndex(name = "tenant_key_entity_idx", def = "{'tenantId': 1, 'key': 1, 'entityType': 1}", unique = true)})
public class Tag implements TenantScoped {
  @Id
  private String id;
  private String tenantId;
  private String key;
  private String description;
  private String color;
  private List<String> values;
  private TagEntityType entityType;
  private Instant createdAt;
  private String createdBy;
}
