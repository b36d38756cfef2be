package corpus.nebula.game.activity;

import dev.morphia.annotations.Entity;
import lombok.Getter;
import lombok.Setter;

// Melledy/Nebula: src/main/java/emu/nebula/game/activity/ActivityTaskQuest.java
@Getter
@Entity(useDiscriminator = false)
public class ActivityTaskQuest {
    private int id;
    private int cond;
    private int curProgress;
    private int maxProgress;
    @Setter
    private boolean claimed;

    public ActivityTaskQuest() {
    }
}
