// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/ticket/TempAttachment.java
package corpus.openframe.data.document.ticket;

import corpus.openframe.data.document.TenantScoped;
import java.time.Instant;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.CreatedDate;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
@Document(collection = "temp_attachments")
public class TempAttachment implements TenantScoped {
  @Id
  private String id;
  @Indexed
  private String tenantId;
  private String fileName;
  private String contentType;
  private Long fileSize;
  private String storagePath;
  private String uploadedBy;
  @Indexed
  @CreatedDate
  private Instant createdAt;
}
