package corpus.nebula.game.gacha;

import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import corpus.nebula.Nebula;
import corpus.nebula.lib.fastutil.IntList;
import lombok.Getter;
import org.bson.types.ObjectId;

// Melledy/Nebula: src/main/java/emu/nebula/game/gacha/GachaHistoryLog.java
@Getter
@Entity(value = "gacha_history", useDiscriminator = false)
public class GachaHistoryLog {
    @Id
    private ObjectId id;
    @Indexed
    private int playerUid;
    @Indexed
    private int type;
    private int gid;
    @Indexed
    private long time;
    private IntList ids;

    public GachaHistoryLog() {
    }
}
