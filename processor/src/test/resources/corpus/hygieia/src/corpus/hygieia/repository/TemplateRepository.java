// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/TemplateRepository.java
package corpus.hygieia.repository;

import corpus.hygieia.model.Template;
import org.bson.types.ObjectId;
import org.springframework.data.repository.PagingAndSortingRepository;

/**
 * {@link Template} repository.
 */
public interface TemplateRepository extends PagingAndSortingRepository<Template, ObjectId> {

    Template findByTemplate(String template);

}
