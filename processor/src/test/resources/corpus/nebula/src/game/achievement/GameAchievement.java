package corpus.nebula.game.achievement;

import dev.morphia.annotations.Entity;
import corpus.nebula.Nebula;
import corpus.nebula.data.resources.AchievementDef;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/achievement/GameAchievement.java
@Getter
@Entity(useDiscriminator = false)
public class GameAchievement {
    private int id;
    private int curProgress;
    private long completed;
    private boolean claimed;
    private transient AchievementDef data;

    public GameAchievement() {
    }
}
