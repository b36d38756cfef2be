// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/CollectorItemMetadataRepository.java
package corpus.hygieia.repository;

import corpus.hygieia.model.CollectorItemMetadata;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.repository.Query;
import org.springframework.data.querydsl.QuerydslPredicateExecutor;
import org.springframework.data.repository.CrudRepository;

import java.util.List;

public interface CollectorItemMetadataRepository extends CrudRepository<CollectorItemMetadata, ObjectId>, QuerydslPredicateExecutor<CollectorItemMetadata> {

    @Query(value = "{ 'collectorId' : ?0, 'collectorItemId' : ?1}")
    CollectorItemMetadata findDistinctTopByCollectorIdAndCollectorItemId(ObjectId collectorId, ObjectId collectorItemId);

    @Query(value = "{ 'collectorItemId' : ?0}")
    CollectorItemMetadata findDistinctTopByCollectorItemId(Object collectorItemId);

    @Query(value = "{ 'type' : ?0, 'collectorId' : ?1}")
    List<CollectorItemMetadata> findAllByCollectorTypeAndCollectorId(String type, Object collectorId);


}
