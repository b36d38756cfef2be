package corpus.lunarcore.game.player.lineup;

import dev.morphia.annotations.Entity;
import corpus.lunarcore.LunarCore;
import corpus.lunarcore.game.player.Player;
import lombok.Getter;

// Melledy/LunarCore: src/main/java/emu/lunarcore/game/player/lineup/LineupManager.java
@Entity(useDiscriminator = false)
@Getter
public class LineupManager {
    private transient Player player;
    private int currentIndex;
    private int mp;
    private transient int currentExtraIndex;
    private transient PlayerLineup[] lineups;
    private transient PlayerExtraLineup[] extraLineups;

    public LineupManager() {
    }
}
