// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/PerformanceRepository.java
package corpus.hygieia.repository;

import corpus.hygieia.model.Performance;
import org.bson.types.ObjectId;
import org.springframework.data.querydsl.QuerydslPredicateExecutor;
import org.springframework.data.repository.CrudRepository;

import java.util.List;

public interface PerformanceRepository extends CrudRepository<Performance, ObjectId>, QuerydslPredicateExecutor<Performance> {

    Performance findByCollectorItemIdAndTimestamp(ObjectId collectorItemId, long timestamp);
    List<Performance> findByCollectorItemId (ObjectId collectorItemId);


}
