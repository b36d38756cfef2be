// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/MetadataRepository.java
package corpus.hygieia.repository;

import corpus.hygieia.model.Metadata;
import org.bson.types.ObjectId;
import org.springframework.data.querydsl.QuerydslPredicateExecutor;
import org.springframework.data.repository.CrudRepository;

public interface MetadataRepository extends CrudRepository<Metadata, ObjectId>, QuerydslPredicateExecutor<Metadata> {

}
