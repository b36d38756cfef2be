// seyyedBagherMusavi/GeoFinder: src/main/java/com/example/demo/domain/AbstractAuditingEntity.java
package corpus.geofinder.domain;

import java.io.Serializable;
import java.time.Instant;
import lombok.Data;
import org.springframework.data.annotation.CreatedDate;
import org.springframework.data.annotation.LastModifiedBy;
import org.springframework.data.annotation.LastModifiedDate;
import org.springframework.data.mongodb.core.mapping.Field;

@Data
public abstract class AbstractAuditingEntity implements Serializable {
  private static final long serialVersionUID = 1L;
  @CreatedDate
  @Field("created_date")
  private Instant createdDate;
  @LastModifiedBy
  @Field("last_modified_by")
  private String lastModifiedBy;
  @LastModifiedDate
  @Field("last_modified_date")
  private Instant lastModifiedDate;
}
