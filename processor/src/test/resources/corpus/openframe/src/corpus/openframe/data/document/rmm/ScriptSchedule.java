// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/rmm/ScriptSchedule.java
package corpus.openframe.data.document.rmm;

import corpus.openframe.data.document.TenantScoped;
import java.time.Instant;
import java.util.List;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;
import org.springframework.data.annotation.CreatedDate;
import org.springframework.data.annotation.Id;
import org.springframework.data.annotation.LastModifiedDate;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
@Document(collection = "script_schedules")
@CompoundIndex(def = "{'tenantId': 1, 'name': 1}")
@CompoundIndex(name = "status_nextRunAt", def = "{'status': 1, 'nextRunAt': 1}")
public class ScriptSchedule implements TenantScoped {
  @Id
  private String id;
  private String tenantId;
  private String name;
  private String description;
  private List<OsType> supportedPlatforms;
  private List<String> scriptIds;
  private List<ScheduledScriptCustomParams> scriptCustomParams;
  @Builder.Default
  private ScheduleDeviceSelectionMode selectionMode = ScheduleDeviceSelectionMode.SPECIFIC;
  private ScheduleDeviceCriteria deviceCriteria;
  @Builder.Default
  private ScriptScheduleTrigger trigger = ScriptScheduleTrigger.DATE_TIME;
  private Instant startAt;
  private Long repeat;
  private Instant nextRunAt;
  private Instant lastRunAt;
  private String createdBy;
  @CreatedDate
  private Instant createdAt;
  @LastModifiedDate
  private Instant updatedAt;
  @Indexed
  @Builder.Default
  private ScriptStatus status = ScriptStatus.ACTIVE;
  private Instant statusChangedAt;
}
