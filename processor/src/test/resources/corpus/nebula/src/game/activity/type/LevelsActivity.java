package corpus.nebula.game.activity.type;

import java.util.Map;
import dev.morphia.annotations.Entity;
import corpus.nebula.data.resources.ActivityLevelsLevelDef;
import corpus.nebula.game.activity.GameActivity;
import lombok.Getter;
import lombok.Setter;

// Melledy/Nebula: src/main/java/emu/nebula/game/activity/type/LevelsActivity.java
@Getter
@Entity
public class LevelsActivity extends GameActivity {
    private Map<Integer, ActivityLevelInfo> levels;
    private transient ActivityLevelsLevelDef level;
    private transient long buildId;

    @Setter
    @Getter
    @Entity(useDiscriminator = false)
    public static class ActivityLevelInfo {
        private int star;
        private long buildId;

        public ActivityLevelInfo() {
        }
    }

    public LevelsActivity() {
    }
}
