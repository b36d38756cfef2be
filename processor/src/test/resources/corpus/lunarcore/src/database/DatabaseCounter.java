package corpus.lunarcore.database;

import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;

// Melledy/LunarCore: src/main/java/emu/lunarcore/database/DatabaseCounter.java
@Entity(value = "counters", useDiscriminator = false)
public class DatabaseCounter {
    @Id
    private String id;
    private int count;

    public DatabaseCounter() {
    }
}
