package corpus.nebula.game.activity.type;

import dev.morphia.annotations.Entity;
import corpus.nebula.game.activity.GameActivity;
import corpus.nebula.lib.fastutil.Int2IntMap;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/activity/type/TowerDefenseActivity.java
@Getter
@Entity
public class TowerDefenseActivity extends GameActivity {
    private Int2IntMap completedStages;
    private Int2IntMap completedQuests;

    public TowerDefenseActivity() {
    }
}
