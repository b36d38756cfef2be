// eugenp/tutorials: persistence-modules/spring-boot-persistence-mongodb-2/src/main/java/com/baeldung/boot/count/dao/CarRepository.java
package corpus.baeldungbootmongo2.boot.count.dao;

import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.data.mongodb.repository.Query;

import corpus.baeldungbootmongo2.boot.count.data.Car;

public interface CarRepository extends MongoRepository<Car, String> {
    @Query(value = "{brand: ?0}", count = true)
    public long countBrand(String brand);

    Long countByBrand(String brand);

    @Query(value = "{}", count = true)
    Long countWithAnnotation();
}
