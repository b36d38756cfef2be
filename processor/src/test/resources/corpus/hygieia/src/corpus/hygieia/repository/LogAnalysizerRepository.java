// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/LogAnalysizerRepository.java
package corpus.hygieia.repository;

import corpus.hygieia.model.LogAnalysis;
import org.bson.types.ObjectId;
import org.springframework.data.querydsl.QuerydslPredicateExecutor;
import org.springframework.data.repository.CrudRepository;

public interface LogAnalysizerRepository extends CrudRepository<LogAnalysis, ObjectId>, QuerydslPredicateExecutor<LogAnalysis> {
}
