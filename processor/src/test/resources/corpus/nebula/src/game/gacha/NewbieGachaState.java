package corpus.nebula.game.gacha;

import java.util.*;
import dev.morphia.annotations.Entity;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/gacha/NewbieGachaState.java
@Getter
@Entity(useDiscriminator = false)
public class NewbieGachaState {
    private int id;
    private int remainingSpinCount;
    private int saveCount;
    private int selectedResult;
    private boolean received;
    private int[] pendingResult;
    private List<int[]> savedResults;

    public NewbieGachaState() {
    }
}
