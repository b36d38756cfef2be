// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/ConfigurationRepository.java
package corpus.hygieia.repository;

import org.bson.types.ObjectId;
import org.springframework.data.querydsl.QuerydslPredicateExecutor;
import org.springframework.data.repository.CrudRepository;

import corpus.hygieia.model.Configuration;


public interface ConfigurationRepository extends CrudRepository<Configuration, ObjectId> , QuerydslPredicateExecutor<Configuration>{

	Configuration findByCollectorName(String collectorNiceName);
	
}
