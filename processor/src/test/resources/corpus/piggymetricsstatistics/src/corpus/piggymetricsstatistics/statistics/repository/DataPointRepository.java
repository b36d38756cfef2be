// sqshq/piggymetrics: statistics-service/src/main/java/com/piggymetrics/statistics/repository/DataPointRepository.java
package corpus.piggymetricsstatistics.statistics.repository;

import corpus.piggymetricsstatistics.statistics.domain.timeseries.DataPoint;
import corpus.piggymetricsstatistics.statistics.domain.timeseries.DataPointId;
import org.springframework.data.repository.CrudRepository;
import org.springframework.stereotype.Repository;

import java.util.List;

@Repository
public interface DataPointRepository extends CrudRepository<DataPoint, DataPointId> {

	List<DataPoint> findByIdAccount(String account);

}
