// spring-projects/spring-data-examples: mongodb/geo-json/src/main/java/example/springdata/mongodb/geojson/Store.java
package corpus.springdataexamples.mongodb.geojson;

import org.springframework.data.mongodb.core.geo.GeoJsonPoint;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "starbucks")
public record Store(String id, String name, String street, String city, GeoJsonPoint location) {
}
