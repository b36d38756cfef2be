// protegeproject/webprotege-backend-service: src/main/java/edu/stanford/protege/webprotege/events/outbox/EventOutboxRecord.java
package corpus.webprotege.events.outbox;

import java.time.Instant;
import org.bson.types.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.index.CompoundIndex;
import org.springframework.data.mongodb.core.index.CompoundIndexes;
import org.springframework.data.mongodb.core.mapping.Document;

@Document(collection = EventOutboxRecord.COLLECTION)
@CompoundIndexes({@CompoundIndex(name = "projectId_state", def = "{'projectId': 1, 'state': 1, '_id': 1}")})
public class EventOutboxRecord {
  public static final String COLLECTION = "EventOutbox";
  public static final String PROJECT_ID = "projectId";
  public static final String REVISION_NUMBER = "revisionNumber";
  public static final String STATE = "state";
  public static final String ATTEMPTS = "attempts";
  public static final String LAST_ATTEMPT_AT = "lastAttemptAt";
  public static final String CREATED_AT = "createdAt";
  @Id
  private ObjectId id;
  private String projectId;
  private long revisionNumber;
  private String channel;
  private String payload;
  private EventOutboxState state;
  private int attempts;
  private Instant lastAttemptAt;
  private Instant createdAt;
}
