package corpus.grasscutter.game.gacha;

import dev.morphia.annotations.*;
import java.util.Date;
import org.bson.types.ObjectId;

// Grasscutters/Grasscutter: src/main/java/emu/grasscutter/game/gacha/GachaRecord.java
@Entity(value = "gachas", useDiscriminator = false)
public class GachaRecord {
    @Id
    private ObjectId id;
    @Indexed
    private int ownerId;
    private Date transactionDate;
    private int itemID;
    @Indexed
    private int gachaType;

    public GachaRecord() {
    }
}
