package corpus.nebula.game.activity.type;

import java.util.Map;
import dev.morphia.annotations.Entity;
import corpus.nebula.game.activity.ActivityTaskQuest;
import corpus.nebula.game.activity.GameActivity;
import corpus.nebula.lib.fastutil.IntSet;
import lombok.Getter;

// Melledy/Nebula: src/main/java/emu/nebula/game/activity/type/TaskActivity.java
@Getter
@Entity
public class TaskActivity extends GameActivity {
    private Map<Integer, ActivityTaskQuest> quests;
    private IntSet completedGroups;

    public TaskActivity() {
    }
}
