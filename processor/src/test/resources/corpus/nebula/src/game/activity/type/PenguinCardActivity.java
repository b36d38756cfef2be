package corpus.nebula.game.activity.type;

import java.util.Map;
import dev.morphia.annotations.Entity;
import corpus.nebula.game.activity.GameActivity;
import corpus.nebula.lib.fastutil.Int2IntMap;
import lombok.Getter;
import lombok.Setter;

// Melledy/Nebula: src/main/java/emu/nebula/game/activity/type/PenguinCardActivity.java
@Getter
@Entity
public class PenguinCardActivity extends GameActivity {
    private Map<Integer, LevelStats> completedLevels;
    private Int2IntMap completedQuests;

    @Getter
    @Setter
    @Entity(useDiscriminator = false)
    public static class LevelStats {
        private int stars;
        private int score;
    }

    public PenguinCardActivity() {
    }
}
