package corpus.nebula.game.vampire;

import dev.morphia.annotations.Entity;
import lombok.Getter;
import lombok.Setter;

// Melledy/Nebula: src/main/java/emu/nebula/game/vampire/VampireSurvivorLog.java
@Getter
@Entity(useDiscriminator = false)
public class VampireSurvivorLog {
    private int id;
    @Setter
    private int score;
    @Setter
    private boolean passed;
    @Setter
    private long[] builds;

    public VampireSurvivorLog() {
    }
}
