package corpus.nebula.game.tracehunt;

import dev.morphia.annotations.Entity;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/tracehunt/TraceHuntLog.java
@Getter
@Entity(useDiscriminator = false)
public class TraceHuntLog {
    private int id;
    private String[] args;

    public TraceHuntLog() {
    }
}
