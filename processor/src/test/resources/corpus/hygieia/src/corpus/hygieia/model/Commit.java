// hygieia/hygieia-core: src/main/java/com/capitalone/dashboard/model/Commit.java
package corpus.hygieia.model;

import java.util.Date;
import org.bson.types.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.CompoundIndexes;
import org.springframework.data.mongodb.core.index.Indexed;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.format.annotation.DateTimeFormat;

@Document(collection = "commits")
@CompoundIndexes({@CompoundIndex(name = "unique_scm_key", def = "{'collectorItemId' : 1, 'scmRevisionNumber': 1}")})
public class Commit extends SCM {
  @Id
  private ObjectId id;
  @Indexed
  private ObjectId collectorItemId;
  private long timestamp;
  private boolean firstEverCommit;
  @DateTimeFormat(iso = DateTimeFormat.ISO.DATE_TIME)
  private Date upsertTime;
  private String clientReference;
}
