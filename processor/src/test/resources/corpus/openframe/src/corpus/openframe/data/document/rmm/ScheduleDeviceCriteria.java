// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/rmm/ScheduleDeviceCriteria.java
package corpus.openframe.data.document.rmm;

import corpus.openframe.data.document.device.DeviceType;
import java.util.List;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
public class ScheduleDeviceCriteria {
  private List<String> organizationIds;
  private List<DeviceType> deviceTypes;
  private List<OsType> osTypes;
}
