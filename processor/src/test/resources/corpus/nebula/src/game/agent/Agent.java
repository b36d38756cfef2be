package corpus.nebula.game.agent;

import dev.morphia.annotations.Entity;
import corpus.nebula.Nebula;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/agent/Agent.java
@Getter
@Entity(useDiscriminator = false)
public class Agent {
    private int id;
    private int duration;
    private long start;
    private int[] charIds;
    private long end;

    public Agent() {
    }
}
