// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/tool/ToolConnectionRepository.java
package corpus.openframe.data.repository.tool;

import corpus.openframe.data.document.tool.ToolConnection;
import corpus.openframe.data.document.tool.ToolType;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

import java.util.List;
import java.util.Optional;

@Repository
public interface ToolConnectionRepository extends MongoRepository<ToolConnection, String> {
    List<ToolConnection> findByMachineId(String machineId);
    
    List<ToolConnection> findByMachineIdIn(List<String> machineIds);

    /**
     * Find the most recent ToolConnection by agentToolId
     * Sorted by connectedAt in descending order to get the latest record
     */
    Optional<ToolConnection> findFirstByAgentToolIdOrderByConnectedAtDesc(String agentToolId);

    Optional<ToolConnection> findByMachineIdAndToolType(String machineId, ToolType toolType);

    List<ToolConnection> findByToolType(ToolType toolType);

    List<ToolConnection> findByAgentToolIdInAndToolType(List<String> agentToolIds, ToolType toolType);
}
