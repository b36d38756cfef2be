package corpus.grasscutter.database;

import dev.morphia.annotations.*;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/database/DatabaseCounter.java
@Entity(value = "counters", useDiscriminator = false)
public class DatabaseCounter {
    @Id
    private String id;
    private int count;

    public DatabaseCounter() {
    }
}
