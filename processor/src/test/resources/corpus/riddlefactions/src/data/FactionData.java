package corpus.riddlefactions.data;

import corpus.riddlefactions.lib.BossBar;
import corpus.riddlefactions.lib.Expose;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Reference;
import dev.morphia.annotations.Transient;
import java.util.List;
import org.bson.types.ObjectId;

// Riddlebit/RiddleFactions: src/main/java/net/riddlebit/mc/data/FactionData.java (1.5: noClassnameStored = true,
// @Embedded on ownedChunks)
@Entity(value = "factions", useDiscriminator = false)
public class FactionData {
    @Id
    private ObjectId id;
    @Expose
    public String name;
    @Reference
    @Expose
    public List<PlayerData> players;
    @Expose
    public List<ChunkData> ownedChunks;
    @Transient
    public BossBar bossBar;

    public FactionData() {
    }
}
