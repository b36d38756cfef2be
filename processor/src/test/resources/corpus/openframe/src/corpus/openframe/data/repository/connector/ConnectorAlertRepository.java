// flamingo-stack/openframe-oss-lib: openframe-data-mongo-sync/src/main/java/com/openframe/data/repository/connector/ConnectorAlertRepository.java
package corpus.openframe.data.repository.connector;

import corpus.openframe.data.document.connector.ConnectorAlert;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.stereotype.Repository;

import java.util.List;
import java.util.Optional;

@Repository
public interface ConnectorAlertRepository extends MongoRepository<ConnectorAlert, String> {

    Optional<ConnectorAlert> findByConnectorNameAndResolvedFalse(String connectorName);

    List<ConnectorAlert> findByResolvedFalse();
}
