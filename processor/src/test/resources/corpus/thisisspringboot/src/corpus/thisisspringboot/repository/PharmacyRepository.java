// w00lam/this-is-spring-boot: Chapter03/mongodb/src/main/java/com/example/demo/repository/PharmacyRepository.java
package corpus.thisisspringboot.repository;

import corpus.thisisspringboot.model.Pharmacy;
import org.springframework.data.geo.Distance;
import org.springframework.data.geo.Point;
import org.springframework.data.geo.Polygon;
import org.springframework.data.mongodb.repository.MongoRepository;

import java.util.List;

public interface PharmacyRepository extends MongoRepository<Pharmacy, String> {
    // point 기준으로 distance 거리 이내에 있는 약국 검색
    List<Pharmacy> findByLocationNear(Point point, Distance distance);

    // polygon 영역 이내에 있는 약국 검색
    List<Pharmacy> findByLocationWithin(Polygon polygon);
}
