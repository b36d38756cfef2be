// gravitee-io/gravitee-api-management: gravitee-apim-repository/gravitee-apim-repository-mongodb/src/main/java/io/gravitee/repository/mongodb/management/internal/model/EventLatestMongo.java
package corpus.gravitee.management.internal.model;

import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "#{@environment.getProperty('management.mongodb.prefix')}events_latest")
public class EventLatestMongo extends EventMongo {
}
