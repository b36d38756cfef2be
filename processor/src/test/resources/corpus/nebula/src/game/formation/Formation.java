package corpus.nebula.game.formation;

import dev.morphia.annotations.Entity;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/formation/Formation.java
@Getter
@Entity(useDiscriminator = false)
public class Formation {
    private int num;
    private int[] charIds;
    private int[] discIds;
    private long presetId;

    public Formation() {
    }
}
