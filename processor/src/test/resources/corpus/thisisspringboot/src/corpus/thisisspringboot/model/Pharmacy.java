// w00lam/this-is-spring-boot: Chapter03/mongodb/src/main/java/com/example/demo/model/Pharmacy.java
package corpus.thisisspringboot.model;

import lombok.Builder;
import lombok.Data;
import org.springframework.data.annotation.Id;
import org.springframework.data.geo.Point;
import org.springframework.data.mongodb.core.index.GeoSpatialIndexType;
import org.springframework.data.mongodb.core.index.GeoSpatialIndexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document
@Data
@Builder
public class Pharmacy {
  @Id
  private String id;
  public String name;
  public String phone;
  public String address;
  @GeoSpatialIndexed(type = GeoSpatialIndexType.GEO_2DSPHERE)
  private Point location;
}
