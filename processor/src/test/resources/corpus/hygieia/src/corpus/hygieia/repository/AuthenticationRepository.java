// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/repository/AuthenticationRepository.java
package corpus.hygieia.repository;

import org.bson.types.ObjectId;
import org.springframework.data.repository.PagingAndSortingRepository;

import corpus.hygieia.model.Authentication;

public interface AuthenticationRepository extends PagingAndSortingRepository<Authentication, ObjectId>{
	
	
	 Authentication findByUsername(String username);


}
