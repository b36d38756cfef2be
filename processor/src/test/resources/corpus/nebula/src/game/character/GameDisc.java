package corpus.nebula.game.character;

import org.bson.types.ObjectId;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import corpus.nebula.Nebula;
import corpus.nebula.data.resources.DiscDef;
import corpus.nebula.database.GameDatabaseObject;
import corpus.nebula.game.player.Player;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/character/GameDisc.java
@Getter
@Entity(value = "discs", useDiscriminator = false)
public class GameDisc implements GameDatabaseObject {
    @Id
    private ObjectId uid;
    @Indexed
    private int playerUid;
    private transient DiscDef data;
    private transient Player player;
    private int discId;
    private int level;
    private int exp;
    private int phase;
    private int star;
    private boolean read;
    private boolean avg;
    private long createTime;

    public GameDisc() {
    }
}
