package corpus.nebula.game.tracehunt;

import dev.morphia.annotations.Entity;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/tracehunt/TraceHuntBoss.java
@Getter
@Entity(useDiscriminator = false)
public class TraceHuntBoss {
    private int id;
    private int hunts;
    private int assists;

    public TraceHuntBoss() {
    }
}
