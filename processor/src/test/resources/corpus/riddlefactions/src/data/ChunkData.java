package corpus.riddlefactions.data;

import corpus.riddlefactions.lib.Expose;
import dev.morphia.annotations.Entity;

// Riddlebit/RiddleFactions: src/main/java/net/riddlebit/mc/data/ChunkData.java (no annotation in 1.5: 2.x needs @Entity)
@Entity
public class ChunkData {
    @Expose
    public int x, z;

    public ChunkData() {
    }
}
