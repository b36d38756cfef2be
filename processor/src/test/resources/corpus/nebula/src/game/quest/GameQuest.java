package corpus.nebula.game.quest;

import dev.morphia.annotations.Entity;
import lombok.Getter;
import lombok.Setter;

// Melledy/Nebula: src/main/java/emu/nebula/game/quest/GameQuest.java
@Getter
@Entity(useDiscriminator = false)
public class GameQuest {
    private int id;
    private int type;
    private int cond;
    private int param;
    private int curProgress;
    private int maxProgress;
    @Setter
    private boolean claimed;

    public GameQuest() {
    }
}
