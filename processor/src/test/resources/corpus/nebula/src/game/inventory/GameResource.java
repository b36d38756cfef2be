package corpus.nebula.game.inventory;

import org.bson.types.ObjectId;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import corpus.nebula.Nebula;
import corpus.nebula.database.GameDatabaseObject;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/inventory/GameResource.java
@Deprecated
@Getter
@Entity(value = "resources", useDiscriminator = false)
public class GameResource implements GameDatabaseObject {
    @Id
    private ObjectId uid;
    @Indexed
    private int playerUid;
    public int resourceId;
    public int count;

    public GameResource() {
    }
}
