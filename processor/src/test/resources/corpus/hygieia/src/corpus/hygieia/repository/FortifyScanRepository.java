// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/FortifyScanRepository.java
package corpus.hygieia.repository;

import java.util.List;

import org.bson.types.ObjectId;
import org.springframework.data.repository.CrudRepository;

import corpus.hygieia.model.FortifyScanReport;

public interface FortifyScanRepository extends CrudRepository<FortifyScanReport, ObjectId>{
	
	FortifyScanReport findByCollectorItemIdAndTimestamp(ObjectId collectorItemId, long timestamp);

	List<FortifyScanReport> findByCollectorItemId(ObjectId id);
}
