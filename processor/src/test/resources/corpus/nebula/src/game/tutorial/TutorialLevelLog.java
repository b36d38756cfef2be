package corpus.nebula.game.tutorial;

import dev.morphia.annotations.Entity;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/tutorial/TutorialLevelLog.java
@Getter
@Entity(useDiscriminator = false)
public class TutorialLevelLog {
    private int id;
    private boolean claimed;

    public TutorialLevelLog() {
    }
}
