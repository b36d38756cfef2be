// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/RallyBurnDownRepository.java
package corpus.hygieia.repository;

import org.bson.types.ObjectId;
import org.springframework.data.repository.CrudRepository;

import corpus.hygieia.model.RallyBurnDownData;

public interface RallyBurnDownRepository extends CrudRepository<RallyBurnDownData, ObjectId>{
	
	RallyBurnDownData findByIterationIdAndProjectId(String iterationId, String projectId);
	
}
	
