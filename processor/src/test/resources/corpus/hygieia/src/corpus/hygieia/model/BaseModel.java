// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/BaseModel.java
package corpus.hygieia.model;

import java.util.Date;
import org.bson.types.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.format.annotation.DateTimeFormat;

public class BaseModel {
  @Id
  private ObjectId id;
  @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
  private Date upsertTime;
  private String clientReference;
}
