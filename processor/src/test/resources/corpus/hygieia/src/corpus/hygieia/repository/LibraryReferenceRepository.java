// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/LibraryReferenceRepository.java
package corpus.hygieia.repository;

import corpus.hygieia.model.LibraryPolicyReference;
import org.bson.types.ObjectId;
import org.springframework.data.querydsl.QuerydslPredicateExecutor;
import org.springframework.data.repository.CrudRepository;

import java.util.List;

/**
 * Repository for {@link LibraryPolicyReference} data.
 */
public interface LibraryReferenceRepository extends CrudRepository<LibraryPolicyReference, ObjectId>, QuerydslPredicateExecutor<LibraryPolicyReference> {


    LibraryPolicyReference findByLibraryNameAndOrgName(String name, String orgName);
}
