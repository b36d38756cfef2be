// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/device/CustomMachineRepository.java
package corpus.openframe.data.repository.device;

import corpus.openframe.data.document.device.Machine;
import corpus.openframe.data.document.device.filter.DeviceFacetDimension;
import corpus.openframe.data.document.device.filter.MachineQueryFilter;
import corpus.openframe.data.document.rmm.OsType;

import java.util.Collection;
import java.util.List;
import java.util.Map;

public interface CustomMachineRepository {

    long countMachines(String tenantId, MachineQueryFilter filter, String search);

    Map<String, Integer> facet(String tenantId, MachineQueryFilter filter, String search, DeviceFacetDimension dimension);

    List<String> findMachineIds(String tenantId, MachineQueryFilter filter, String search);

    List<Machine> findMachinesWithCursor(String tenantId, MachineQueryFilter filter, String search,
                                         String cursor, int limit,
                                         String sortField, String sortDirection);

    List<Machine> findAvailableForScheduleWithCursor(String tenantId, MachineQueryFilter filter, String search,
                                                     Collection<String> assignedMachineIds,
                                                     String cursor, int limit);

    List<String> findMachineIdsByCriteria(String tenantId, MachineQueryFilter filter, Collection<OsType> osTypeScope);

    long countMachinesByCriteria(String tenantId, MachineQueryFilter filter, Collection<OsType> osTypeScope);

    boolean isSortableField(String field);

    String getDefaultSortField();
}
