package corpus.nebula.game.inventory;

import org.bson.types.ObjectId;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import corpus.nebula.Nebula;
import corpus.nebula.database.GameDatabaseObject;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/inventory/GameItem.java
@Deprecated
@Getter
@Entity(value = "items", useDiscriminator = false)
public class GameItem implements GameDatabaseObject {
    @Id
    private ObjectId uid;
    @Indexed
    private int playerUid;
    private int itemId;
    private int count;

    public GameItem() {
    }
}
