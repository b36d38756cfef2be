// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/CodeReposBuildsRepository.java
package corpus.hygieia.repository;

import corpus.hygieia.model.CodeReposBuilds;
import org.bson.types.ObjectId;
import org.springframework.data.querydsl.QuerydslPredicateExecutor;
import org.springframework.data.repository.CrudRepository;

/**
 * Repository for {@link CodeReposBuilds} data.
 */
public interface CodeReposBuildsRepository extends CrudRepository<CodeReposBuilds, ObjectId>, QuerydslPredicateExecutor<CodeReposBuilds> {

    CodeReposBuilds findByCodeRepo(String codeRepo);

}
