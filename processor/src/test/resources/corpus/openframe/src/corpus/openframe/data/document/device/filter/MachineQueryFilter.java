// flamingo-stack/openframe-oss-lib: openframe-data-mongo-common/src/main/java/com/openframe/data/document/device/filter/MachineQueryFilter.java
package corpus.openframe.data.document.device.filter;

import corpus.openframe.data.document.rmm.OsType;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;

import java.util.Collection;
import java.util.List;

@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
public class MachineQueryFilter {
    private List<String> statuses;
    private List<String> excludeStatuses;
    private List<String> deviceTypes;
    private List<OsType> osTypes;
    private List<String> organizationIds;
    private Collection<String> restrictToMachineIds;
}
