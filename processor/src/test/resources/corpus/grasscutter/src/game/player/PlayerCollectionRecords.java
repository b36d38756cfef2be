package corpus.grasscutter.game.player;

import dev.morphia.annotations.Entity;
import java.util.*;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/player/PlayerCollectionRecords.java
@Entity(useDiscriminator = false)
public class PlayerCollectionRecords {
    private Map<Integer, CollectionRecord> records;

    @Entity
    public static class CollectionRecord {
        private int configId;
        private long expiredTime;

        public CollectionRecord() {
        }
    }
}
