// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Metadata.java
package corpus.hygieia.model;

import jakarta.validation.constraints.NotNull;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.CompoundIndexes;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = "metadata")
@CompoundIndexes({@CompoundIndex(name = "unique_mdata_key_type", def = "{'key' : 1, 'type': 1}")})
public class Metadata extends BaseModel {
  @Indexed
  @NotNull
  private String key;
  @NotNull
  private String type;
  private String source;
  @NotNull
  private Object rawData;
}
