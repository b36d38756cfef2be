// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/CloudVolumeStorage.java
package corpus.hygieia.model;

import java.util.List;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "cloud_volume")
public class CloudVolumeStorage extends BaseModel {
  @Indexed
  private String volumeId;
  @Indexed
  private String accountNumber;
  private String status;
  private long creationDate;
  private int size;
  private List<NameValue> tags;
  private boolean encrypted;
  private String type;
  private String zone;
  private List<String> attachInstances;
}
