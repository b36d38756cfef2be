package corpus.morphiademo.entities;

import dev.morphia.annotations.Id;
import dev.morphia.annotations.Version;
import java.util.Date;
import org.bson.types.ObjectId;

// xeraa/morphia-demo: src/main/java/net/xeraa/morphia_demo/entities/BaseEntity.java
public abstract class BaseEntity {
    @Id
    protected ObjectId id;
    protected Date creationDate;
    protected Date lastChange;
    @Version
    private long version;

    public BaseEntity() {
    }
}
