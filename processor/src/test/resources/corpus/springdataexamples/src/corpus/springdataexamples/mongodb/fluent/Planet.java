// spring-projects/spring-data-examples: mongodb/fluent-api/src/main/java/example/springdata/mongodb/fluent/Planet.java
package corpus.springdataexamples.mongodb.fluent;

import org.springframework.data.annotation.Id;
import org.springframework.data.geo.Point;
import org.springframework.data.mongodb.core.index.GeoSpatialIndexed;

public record Planet(@Id String name, @GeoSpatialIndexed Point coordinates) {
}
