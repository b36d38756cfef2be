package corpus.lunarcore.game.player.lineup;

import org.bson.types.ObjectId;
import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import dev.morphia.annotations.Indexed;
import corpus.lunarcore.LunarCore;
import corpus.lunarcore.game.player.Player;
import corpus.lunarcore.lib.fastutil.IntList;
import lombok.Getter;
import lombok.Setter;

// Melledy/LunarCore: src/main/java/emu/lunarcore/game/player/lineup/PlayerLineup.java
@Entity(value = "lineups", useDiscriminator = false)
@Getter
public class PlayerLineup {
    @Id
    private ObjectId id;
    @Indexed
    private int ownerUid;
    private transient Player owner;
    protected int index;
    protected IntList avatars;
    @Setter
    private int leader;
    @Setter
    private String name;

    public PlayerLineup() {
    }
}
