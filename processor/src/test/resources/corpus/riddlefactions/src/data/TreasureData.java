package corpus.riddlefactions.data;

import corpus.riddlefactions.lib.Expose;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import org.bson.types.ObjectId;

// Riddlebit/RiddleFactions: src/main/java/net/riddlebit/mc/data/TreasureData.java (1.5: noClassnameStored = true)
@Entity(value = "treasures", useDiscriminator = false)
public class TreasureData {
    @Id
    private ObjectId id;
    @Expose
    public String blockType;
    @Expose
    public int x, y, z;

    public TreasureData() {
    }
}
