package corpus.riddlefactions.data;

import corpus.riddlefactions.lib.Expose;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import org.bson.types.ObjectId;

// Riddlebit/RiddleFactions: src/main/java/net/riddlebit/mc/data/PlayerData.java (1.5: noClassnameStored = true)
@Entity(value = "players", useDiscriminator = false)
public class PlayerData {
    @Id
    private ObjectId id;
    @Expose
    public String uuid;
    @Expose
    public String name;
    @Expose
    public float reputation;

    public PlayerData() {
    }
}
