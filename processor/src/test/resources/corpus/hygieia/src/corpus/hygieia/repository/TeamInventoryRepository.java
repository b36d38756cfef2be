// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/TeamInventoryRepository.java
package corpus.hygieia.repository;

import corpus.hygieia.model.Scope;
import corpus.hygieia.model.TeamInventory;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.repository.Query;
import org.springframework.data.querydsl.QuerydslPredicateExecutor;
import org.springframework.data.repository.CrudRepository;

import java.util.List;

/**
 * Repository for {@link Scope}.
 */
public interface TeamInventoryRepository extends CrudRepository<TeamInventory, ObjectId>,
QuerydslPredicateExecutor<TeamInventory> {

	@Query(value = "{ 'collectorId' : ?0 }")
	List<TeamInventory> findByCollectorId(ObjectId collectorId);

	TeamInventory findByNameAndTeamId(String name, String teamId);

}
