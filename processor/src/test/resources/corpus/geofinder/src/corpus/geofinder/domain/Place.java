// seyyedBagherMusavi/GeoFinder: src/main/java/com/example/demo/domain/Place.java
package corpus.geofinder.domain;

import java.io.Serializable;
import lombok.Data;
import lombok.EqualsAndHashCode;
import lombok.experimental.Accessors;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.geo.GeoJsonPoint;
import org.springframework.data.mongodb.core.index.GeoSpatialIndexType;
import org.springframework.data.mongodb.core.index.GeoSpatialIndexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "asset_location")
@Data
@Accessors(chain = true)
@EqualsAndHashCode(callSuper = false)
public class Place extends AbstractAuditingEntity implements Serializable {
  @Id
  private String id;
  private String name;
  @GeoSpatialIndexed(type = GeoSpatialIndexType.GEO_2DSPHERE)
  private GeoJsonPoint location;
}
