// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/tag/TagAssignment.java
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
@Document(collection = "tag_assignments")
@CompoundIndexes({@CompoundIndex(name = "tenant_entity_tag_idx", def = "{'tenantId': 1, 'entityId': 1, 'tagId': 1, 'entityType': 1}", unique = true)})
public class TagAssignment implements TenantScoped {
  @Id
  private String id;
  private String tenantId;
  private String entityId;
  private String tagId;
  private TagEntityType entityType;
  private List<String> values;
  private Instant taggedAt;
  private String taggedBy;
}
