package corpus.lunarcore.game.player.lineup;

import dev.morphia.annotations.Entity;

// Melledy/LunarCore: src/main/java/emu/lunarcore/game/player/lineup/PlayerExtraLineup.java
@Entity(value = "lineupsExtra", useDiscriminator = false)
public class PlayerExtraLineup extends PlayerLineup {
    private int mp;

    public PlayerExtraLineup() {
    }
}
