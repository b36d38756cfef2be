package corpus.morphiademo.entities;

import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;

// xeraa/morphia-demo: src/main/java/net/xeraa/morphia_demo/entities/AutoIncrementEntity.java (1.x: noClassnameStored = true)
@Entity(value = "ids", useDiscriminator = false)
public class AutoIncrementEntity {
    @Id
    protected String key;
    protected long value = 1L;

    protected AutoIncrementEntity() {
    }

    public AutoIncrementEntity(String key) {
        this.key = key;
    }
}
