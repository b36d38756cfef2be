// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/CustomRepositoryQuery.java
package corpus.hygieia.repository;

import corpus.hygieia.model.Collector;
import corpus.hygieia.model.CollectorItem;
import corpus.hygieia.model.CollectorType;
import corpus.hygieia.model.Component;
import corpus.hygieia.model.Metadata;
import org.bson.types.ObjectId;

import java.util.List;
import java.util.Map;


public interface CustomRepositoryQuery {
    List<CollectorItem> findCollectorItemsBySubsetOptions(ObjectId id, Map<String, Object> allOptions, Map<String, Object> uniqueOptions,Map<String,Object> uniqueOptionsFromCollector);
    List<Component> findComponents(Collector collector);
    List<Component> findComponents(CollectorType collectorType);
    List<Component> findComponents(Collector collector, CollectorItem collectorItem);
    List<Component> findComponents(ObjectId collectorId, CollectorType collectorType, CollectorItem collectorItem);
    List<Component> findComponents(ObjectId collectorId, CollectorType collectorType, ObjectId collectorItemId);
    Iterable<Metadata> findAllMetaDataBySearchQuery(String searchKey, String value);
}
