package corpus.nebula.database;

import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;

// Melledy/Nebula: src/main/java/emu/nebula/database/DatabaseCounter.java
@Entity(value = "counters", useDiscriminator = false)
public class DatabaseCounter {
    @Id
    private String id;
    private int count;

    public DatabaseCounter() {
    }
}
