package corpus.lunarcore.game.player;

import dev.morphia.annotations.Entity;
import dev.morphia.annotations.Id;
import corpus.lunarcore.LunarCore;
import corpus.lunarcore.lib.fastutil.IntSet;
import lombok.Getter;

// Melledy/LunarCore: src/main/java/emu/lunarcore/game/player/PlayerUnlockData.java
@Getter
@Entity(value = "unlocks", useDiscriminator = false)
public class PlayerUnlockData {
    private transient Player owner;
    @Id
    private int ownerUid;
    private IntSet headIcons;
    private IntSet chatBubbles;
    private IntSet phoneThemes;

    public PlayerUnlockData() {
    }
}
